import { existsSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One vitest project per folder that has tests (design §7). Slower kinds are told apart by suffix:
// *.node.test.ts start real servers on loopback, *.e2e.test.ts drive a real browser.

/**
 * Time limits that hold on a CI runner at load 10+ on 2 cores, where a property test of a few
 * thousand runs or a sandbox's start takes ten times as long as on a quiet machine. They catch a
 * hang, not slowness: speed is measured by `npm run bench`, never asserted.
 */
const patient = { testTimeout: 120_000, hookTimeout: 180_000 };

/**
 * The browser files that Firefox ESR runs too (decision 195): where engines differ in what the
 * customer gets. Layout (flex, grid, fonts, the mobile menu), keyboard and focus (and the clipboard),
 * session timers (idle, maximum, several tabs: timer throttling and storage events), the router
 * (history, scroll, reduced motion), the login (form, bot check worker, redirects), and the network
 * guard, whose worker requests each browser reports its own way. The other files check the portal's
 * rules through the page, which Chromium proves once.
 */
const FIREFOX_FILES = [
  'layout',
  'keyboard',
  'session',
  'session-maximum',
  'tabs',
  'router',
  'login',
  'network-guard',
].map((name) => `web/e2e/${name}.e2e.test.ts`);

const projects = [
  { test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node', ...patient } },
  // Core is pure functions and stores built per test, with no module mocks or global stubs: one
  // module cache per worker instead of per file (imports were two thirds of this project's time).
  // Every text language is registered first (core/i18n/all-texts.test-support.ts).
  {
    test: {
      name: 'core',
      include: ['core/**/*.test.ts'],
      environment: 'node',
      isolate: false,
      setupFiles: ['core/i18n/all-texts.test-support.ts'],
      ...patient,
    },
  },
  existsSync('fixtures') && {
    // Each test starts its own sandbox; nothing is mocked at module level, so files share a module cache.
    test: {
      name: 'fixtures',
      include: ['fixtures/**/*.test.ts'],
      environment: 'node',
      isolate: false,
      ...patient,
    },
  },
  existsSync('web') && {
    plugins: [react()],
    test: {
      name: 'web',
      include: ['web/**/*.test.{ts,tsx}'],
      exclude: ['web/**/*.e2e.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['core/i18n/all-texts.test-support.ts', 'web/test/setup.ts'],
      ...patient,
      // One jsdom and one module cache per worker instead of per file: jsdom's set-up and the imports
      // were about 70 % of this project's time. web/test/setup.ts gives every file a fresh page.
      isolate: false,
      pool: 'threads',
    },
  },
  existsSync('cli') && {
    test: { name: 'cli', include: ['cli/**/*.test.{ts,tsx}'], environment: 'node', ...patient },
  },
  // Real browsers against the built portal and the sandbox (docs/decisions/060): every scenario in
  // Chromium (`browser`), and in Firefox ESR (`browser-firefox`, decision 195) the files where the
  // engines really differ. globalSetup checks the browser's version, builds web/dist when stale and
  // launches the browser once; the files of a worker share one module cache, so they share the
  // worker's browser connection and portal harness (web/e2e/support/browser.ts).
  ...(['chromium', 'firefox'] as const).map(
    (browserName) =>
      existsSync('web/e2e') && {
        test: {
          name: browserName === 'chromium' ? 'browser' : 'browser-firefox',
          include: browserName === 'chromium' ? ['web/e2e/**/*.e2e.test.ts'] : FIREFOX_FILES,
          environment: 'node',
          globalSetup: ['scripts/browser/global-setup.ts'],
          provide: { browserName },
          // The tests compare the page with core's texts in every language.
          setupFiles: ['core/i18n/all-texts.test-support.ts'],
          isolate: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
  ),
].filter((project) => project !== false);

export default defineConfig({
  test: {
    projects,
    passWithNoTests: false,
    // vitest's default on 2 cores is one worker, which leaves the second core idle while a file
    // waits on Chromium or a loopback server.
    maxWorkers: 2,
    // After the usual report: the wall time, each project's time and the slowest files.
    reporters: ['default', './scripts/checks/suite-times.ts'],
  },
});
