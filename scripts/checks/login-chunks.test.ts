import { describe, expect, it } from 'vitest';
import {
  KNOWN_LEFTOVERS,
  LATE_PACKAGES,
  LOGIN_PAGE_MODULE,
  loginPageGraph,
  packageOf,
  staticClosure,
} from './login-chunks';

describe('the login page loads nothing it does not use (issue 12)', () => {
  // One in-memory build of the real web/vite.config.ts: about 2 s, nothing written to web/dist.
  it('keeps zod, query-core, DOMPurify and altcha out of its static chunk graph', async () => {
    const graph = await loginPageGraph();
    const late = graph.chunks.flatMap((chunk) =>
      chunk.packages
        .filter((name) => (LATE_PACKAGES as readonly string[]).includes(name))
        .map((name) => `${name} in ${chunk.fileName}`),
    );
    expect(late).toEqual([]);
    expect(graph.chunks.some((chunk) => chunk.modules.includes(LOGIN_PAGE_MODULE))).toBe(true);
    // A package listed as a leftover that has left belongs in LATE_PACKAGES now.
    for (const name of KNOWN_LEFTOVERS) expect(graph.packages).toContain(name);
  }, 60_000);

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
