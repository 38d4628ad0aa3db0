/**
 * Cold start (design §8, issue 5): commands that print JSON or plain text must not load Ink, React,
 * msw or the sandbox. The bundle's static import graph from the entry through a command's chunk
 * is what Node loads before the command runs; dynamic imports (the Ink views, the embedded
 * sandbox) load only when a command takes that path.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCliOnce, REPO } from '../test/build-once';

const DIST = join(REPO, 'cli', 'dist');

function chunkOf(prefix: string): string {
  const file = readdirSync(DIST).find((name) => name.startsWith(`${prefix}-`) && name.endsWith('.js'));
  if (!file) throw new Error(`no chunk ${prefix}`);
  return file;
}

/** Files and packages statically reachable from the given chunks. */
function staticClosure(entries: string[]) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const sources = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(join(DIST, file), 'utf8');
    for (const match of text.matchAll(/^\/\/ ([\w./-]+\.tsx?)$/gm)) sources.add(match[1]!);
    for (const match of text.matchAll(/^(?:import|export)\s[^;]*?["']([^"']+)["'];?$/gm)) {
      const specifier = match[1]!;
      if (specifier.startsWith('./')) visit(specifier.slice(2));
      else packages.add(specifier);
    }
  };
  for (const entry of entries) visit(entry);
  return { files, packages, sources };
}

beforeAll(() => buildCliOnce(), 120_000);

describe('what a command loads before it runs (design §8 cold start)', () => {
  it.each(['markets', 'menu', 'login', 'logout', 'session', 'check'])(
    '%s loads no Ink, React, msw, sandbox or browser',
    (command) => {
      const { packages, sources } = staticClosure(['main.js', chunkOf('run-command'), chunkOf(command)]);
      for (const forbidden of ['ink', 'react', 'react/jsx-runtime', 'msw', 'msw/node', 'puppeteer'])
        expect([...packages]).not.toContain(forbidden);
      const sandbox = [...sources].filter(
        (source) => source.startsWith('fixtures/') && source !== 'fixtures/personas/types.ts',
      );
      expect(sandbox).toEqual([]);
      expect([...sources].filter((source) => /^cli\/(ui|kiosk)\//.test(source))).toEqual([]);
    },
  );

  it('the entry itself loads commander only, so --help and --version start fast', () => {
    const { packages } = staticClosure(['main.js']);
    expect([...packages]).toEqual(['commander']);
  });

  it('the Ink views and the sandbox are there, behind dynamic imports', () => {
    expect(chunkOf('render-session-watch')).toBeTruthy();
    expect(chunkOf('render-check-progress')).toBeTruthy();
    const embedded = readFileSync(join(DIST, chunkOf('embedded')), 'utf8');
    expect(embedded).toMatch(/import\("\.\/fixtures-/);
  });
});
