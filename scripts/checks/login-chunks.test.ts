import { beforeAll, describe, expect, it } from 'vitest';
import {
  LATE_MODULES,
  LATE_PACKAGES,
  LOGIN_PAGE_MODULE,
  type LoginGraph,
  loginPageGraph,
  packageOf,
  staticClosure,
  UP_FRONT_BUDGET_KB,
} from './login-chunks';

describe('the login page loads up front only what it uses, within its budget (issue 12)', () => {
  let graph: LoginGraph;
  // One in-memory build of the real web/vite.config.ts: a few seconds, nothing written to web/dist.
  beforeAll(async () => {
    graph = await loginPageGraph();
  }, 60_000);

  it(`stays within ${UP_FRONT_BUDGET_KB} kB gzip: entry, login page and the German text files`, () => {
    expect(graph.chunks.some((chunk) => chunk.modules.includes(LOGIN_PAGE_MODULE))).toBe(true);
    expect(graph.texts.map((file) => file.fileName)).toContain('texts/de/login.json');
    expect(graph.gzipBytes / 1000).toBeLessThanOrEqual(UP_FRONT_BUDGET_KB);
  });

  it('carries no text in its code: the page fetches its text files (no chunk holds a text module)', () => {
    const texts = graph.chunks.flatMap((chunk) =>
      chunk.modules.filter((module) => module.startsWith('core/i18n/texts/')),
    );
    expect(texts).toEqual([]);
  });

  it('keeps zod, query-core, DOMPurify, altcha, ibantools and jose out of it', () => {
    const late = graph.chunks.flatMap((chunk) =>
      chunk.packages
        .filter((name) => (LATE_PACKAGES as readonly string[]).includes(name))
        .map((name) => `${name} in ${chunk.fileName}`),
    );
    expect(late).toEqual([]);
  });

  it('keeps the signed-in shell, the footer, the consent dialog, the API client, the header menus and the portal’s core out of it', () => {
    const late = graph.chunks.flatMap((chunk) =>
      chunk.modules
        .filter((module) => (LATE_MODULES as readonly string[]).includes(module))
        .map((module) => `${module} in ${chunk.fileName}`),
    );
    expect(late).toEqual([]);
  });

  it('the footer after the first paint brings neither zod nor query-core', () => {
    const footer = graph.afterPaint.footer;
    expect(footer.some((chunk) => chunk.modules.includes('web/shell/footer/Footer.tsx'))).toBe(true);
    expect(footer.flatMap((chunk) => chunk.packages)).not.toContain('zod');
    expect(footer.flatMap((chunk) => chunk.packages)).not.toContain('@tanstack/query-core');
  });
});

describe('login-chunks helpers', () => {
  it('reads package names and walks only static imports', () => {
    expect(packageOf('/r/node_modules/@tanstack/query-core/build/modern/index.js')).toBe(
      '@tanstack/query-core',
    );
    expect(packageOf('/r/node_modules/.pnpm/x/node_modules/zod/v4/core.js')).toBe('zod');
    expect(packageOf('/r/core/api/call.ts')).toBeNull();
    const chunks = new Map([
      ['entry.js', { imports: ['shared.js'] }],
      ['shared.js', { imports: ['entry.js'] }],
      ['lazy.js', { imports: [] }],
    ]);
    expect(staticClosure(chunks, ['entry.js'])).toEqual(['entry.js', 'shared.js']);
  });
});
