import { existsSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One vitest project per folder that has tests (design §7). Slower kinds are told apart by suffix:
// *.node.test.ts start real servers on loopback, *.e2e.test.ts drive a real browser.
const projects = [
  { test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' } },
  { test: { name: 'core', include: ['core/**/*.test.ts'], environment: 'node' } },
  existsSync('fixtures') && {
    test: { name: 'fixtures', include: ['fixtures/**/*.test.ts'], environment: 'node' },
  },
  existsSync('web') && {
    plugins: [react()],
    test: {
      name: 'web',
      include: ['web/**/*.test.{ts,tsx}'],
      exclude: ['web/**/*.e2e.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['web/test/setup.ts'],
      // Page tests render lazy routes against the in-process sandbox; on a busy 2-core CI machine
      // they need more than vitest's default 5 s.
      testTimeout: 20_000,
    },
  },
  existsSync('cli') && { test: { name: 'cli', include: ['cli/**/*.test.{ts,tsx}'], environment: 'node' } },
].filter((project) => project !== false);

export default defineConfig({
  test: {
    projects,
    passWithNoTests: false,
  },
});
