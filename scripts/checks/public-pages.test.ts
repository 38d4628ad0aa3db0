import { beforeAll, describe, expect, it } from 'vitest';
import {
  type PublicPagesReport,
  packageOf,
  partModules,
  publicPageLoads,
  signedInWorldIn,
  staticClosure,
} from './public-pages';

/**
 * Ceilings of what a public page loads without the visitor doing anything (gzip -9 of the German
 * pages, kB), with every part that may start on its own counted (the footer and the header's menus
 * included: an upper bound; a phone's login page loads less, npm run bench measures it). Measured
 * 138.8–144.5 kB; lowered as the pages shrink, so nothing creeps back.
 */
const ON_ITS_OWN_CEILING_KB = 146;
/** What the login's session adds on the form's first focus (measured 12.9–13.1 kB): small enough to be there before a submit. */
const SESSION_CEILING_KB = 15;

describe('a public page never loads the signed-in world (docs/loading.md)', () => {
  let report: PublicPagesReport;
  // One in-memory build of the real web/vite.config.ts: a few seconds, nothing written to web/dist.
  beforeAll(async () => {
    report = await publicPageLoads();
  }, 120_000);

  it('reads the login, open-banking login, registration and forgot-password pages from the declaration', () => {
    expect(report.pages.map((page) => page.page).sort()).toEqual([
      'forgotPassword',
      'login',
      'login',
      'register',
    ]);
  });

  it('on its own or when the visitor acts, none of them loads anything of the signed-in world', () => {
    for (const page of report.pages) {
      expect(signedInWorldIn(page.onItsOwn), page.path).toEqual([]);
      for (const [part, load] of Object.entries(page.whenVisitorActs))
        expect(signedInWorldIn(load), `${page.path} ${part}`).toEqual([]);
    }
    // The check sees what it forbids: the signed-in world holds it.
    expect(signedInWorldIn(report.signedIn)).toEqual(
      expect.arrayContaining(['zod', '@tanstack/query-core', 'core/customer-data/customer-data-store.ts']),
    );
  });

  it(`loads at most ${ON_ITS_OWN_CEILING_KB} kB on its own, and the login’s session adds at most ${SESSION_CEILING_KB} kB`, () => {
    for (const page of report.pages) {
      expect(page.onItsOwn.gzipBytes / 1000, page.path).toBeLessThanOrEqual(ON_ITS_OWN_CEILING_KB);
      expect(page.whenVisitorActs.session?.gzipBytes ?? 0, page.path).toBeGreaterThan(0);
      expect((page.whenVisitorActs.session?.gzipBytes ?? 0) / 1000, page.path).toBeLessThanOrEqual(
        SESSION_CEILING_KB,
      );
    }
  });
});

describe('public-pages helpers', () => {
  it('reads each part’s module from the declaration’s import()', () => {
    const source = `export const PARTS = {
  footer: definePart(() => import('./shell/footer/footer-part')),
  session: definePart(() => import('../core/portal/portal-session')),
};`;
    expect(partModules(source)).toEqual({
      footer: 'web/shell/footer/footer-part',
      session: 'core/portal/portal-session',
    });
  });

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
