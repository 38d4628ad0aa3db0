import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRepository, checkSource, stripCommentsAndStrings } from './boundaries';

const root = join(import.meta.dirname, '..', '..');
const rules = (folder: string, source: string, name = 'thing.ts') =>
  checkSource(root, join(root, folder, 'x', name), source).map((violation) => violation.rule);

describe('module boundaries (design §2)', () => {
  it('holds for the whole repository', () => {
    expect(checkRepository(root)).toEqual([]);
  });

  it('flags core importing react, ink, undici or a node: module', () => {
    expect(rules('core', "import { useState } from 'react';")).toEqual(['core imports react']);
    expect(rules('core', "import { render } from 'ink';")).toEqual(['core imports ink']);
    expect(rules('core', "import { readFile } from 'node:fs/promises';")).toEqual([
      'core imports a Node module',
    ]);
    expect(rules('core', "const fs = await import('fs');")).toEqual(['core imports a Node module']);
    expect(rules('core', "export { request } from 'undici';")).toEqual(['core imports undici']);
  });

  it('flags core touching platform globals and timers directly', () => {
    expect(rules('core', 'const x = window.location.href;')).toEqual(['core touches the global window']);
    expect(rules('core', 'document.title = "x";')).toEqual(['core touches the global document']);
    expect(rules('core', "localStorage.getItem('t');")).toEqual(['core touches the global localStorage']);
    expect(rules('core', 'const env = process.env.X;')).toEqual(['core touches the global process']);
    expect(rules('core', 'setTimeout(() => {}, 5);')).toEqual(['core touches the global setTimeout']);
    expect(rules('core', "await fetch('/x');")).toEqual(['core touches the global fetch']);
  });

  it('allows ports that merely share a name, and words inside comments and strings', () => {
    expect(rules('core', 'const r = await ports.fetch(url);')).toEqual([]);
    expect(rules('core', "// the window closes\nconst text = 'open a new window';")).toEqual([]);
    expect(rules('core', 'scheduler.setTimeout(run, 5);')).toEqual([]);
  });

  it('allows a port to declare members named after the globals it replaces', () => {
    expect(
      rules('core', 'interface Scheduler {\n  setTimeout(fn: () => void, ms: number): TimerHandle;\n}'),
    ).toEqual([]);
    expect(rules('core', 'const s = {\n  setTimeout(fn, ms) {\n    return 1;\n  },\n};')).toEqual([]);
    expect(rules('core', 'const s = {\n  clearTimeout: (handle) => undefined,\n};')).toEqual([]);
    expect(rules('core', '  setTimeout(() => run(), 5);')).toEqual(['core touches the global setTimeout']);
    expect(rules('core', 'const id = setTimeout(run, 5);')).toEqual(['core touches the global setTimeout']);
  });

  it('lets core tests use Node', () => {
    expect(rules('core', "import { readFile } from 'node:fs';", 'a.test.ts')).toEqual([]);
  });

  it('flags core importing the drivers, and web and cli importing each other', () => {
    expect(rules('core', "import { App } from '../../web/app';")).toEqual(['core imports web/']);
    expect(rules('web', "import { run } from '../../cli/run';")).toEqual(['web imports cli/']);
    expect(rules('cli', "import { App } from '../../web/app';")).toEqual(['cli imports web/']);
    expect(rules('web', "import { login } from '../../core/login';")).toEqual([]);
    expect(rules('fixtures', "import { schemas } from '../../core/customer';")).toEqual([]);
    expect(rules('fixtures', "import { App } from '../../web/app';")).toEqual(['fixtures imports web/']);
  });

  it('flags product code (cli) importing test tooling (scripts), not the other way round', () => {
    expect(rules('cli', "import { launchChromium } from '../../scripts/browser/chromium';")).toEqual([
      'cli imports scripts/',
    ]);
    expect(
      rules('cli', "const { startPortalHarness } = await import('../../scripts/browser/harness');"),
    ).toEqual(['cli imports scripts/']);
    expect(rules('scripts', "import { launchChromium } from '../../cli/browser/chromium';")).toEqual([]);
  });

  it('strips comments and strings without moving lines', () => {
    const stripped = stripCommentsAndStrings("a /* window\n */ 'doc\\'ument' // process\nb");
    expect(stripped.split('\n')).toHaveLength(3);
    expect(stripped).not.toMatch(/window|document|process/);
  });
});
