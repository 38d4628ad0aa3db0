import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCoreFolders, deepImportRule, folderCycles } from './core-folders';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A throw-away core/ with the given files; returns the core root and the files' absolute paths. */
function core(files: Record<string, string>): { coreRoot: string; paths: string[] } {
  root = mkdtempSync(join(tmpdir(), 'core-folders-'));
  const coreRoot = join(root, 'core');
  const paths = Object.entries(files).map(([path, source]) => {
    const file = join(coreRoot, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
    return file;
  });
  return { coreRoot, paths };
}

const rulesOf = (files: Record<string, string>) => {
  const { coreRoot, paths } = core(files);
  return checkCoreFolders(coreRoot, paths).map((violation) => violation.rule);
};

describe('imports between core folders go through the index', () => {
  it('refuses a deep import, type-only or not, and names the index to use', () => {
    expect(
      rulesOf({
        'auth/refresher.ts': "import { ENDPOINTS } from '../api/endpoints';\n",
        'auth/service-url.ts': "import type { Endpoint } from '../api/endpoints.ts';\n",
        'api/index.ts': 'export {};\n',
      }),
    ).toEqual([
      'core/auth imports core/api/endpoints, not core/api',
      'core/auth imports core/api/endpoints, not core/api',
    ]);
  });

  it('allows the index (with or without /index), the folder itself and the documented side entries', () => {
    expect(
      rulesOf({
        'auth/a.ts':
          "import { x } from '../api';\nimport { y } from '../api/index';\nimport { z } from './b';\n",
        'web-like/a.ts': "import { createApiClient } from '../api/api-client';\n",
      }),
    ).toEqual([]);
  });

  it('lets tests use testing entries and test kits, but not other files', () => {
    const fromTest = (target: string) =>
      deepImportRule(
        { file: 'api/a.test.ts', line: 1, from: 'api', to: target.split('/')[0]!, target },
        true,
      );
    expect(fromTest('ports/testing')).toBeUndefined();
    expect(fromTest('login/login-test-kit.test-support')).toBeUndefined();
    expect(fromTest('api/services')).toBe('core/api imports core/api/services, not core/api');
    // The product code may not use fakes.
    expect(
      deepImportRule({ file: 'api/a.ts', line: 1, from: 'api', to: 'ports', target: 'ports/testing' }, false),
    ).toBe('core/api imports core/ports/testing, not core/ports');
  });
});

describe('core folders form no cycle', () => {
  it('finds a two-folder cycle, also through type-only imports, and names a file of each step', () => {
    expect(
      rulesOf({
        'config/environments.ts': "import { SERVICES } from '../api';\n",
        'api/client.ts': "import type { Flags } from '../config';\n",
      }),
    ).toEqual([
      'import cycle between core folders: api → config → api: api → config (api/client.ts), config → api (config/environments.ts)',
    ]);
  });

  it('finds a longer cycle and reports each knot once', () => {
    expect(
      folderCycles(
        new Map([
          ['footer', new Set(['markets'])],
          ['markets', new Set(['config'])],
          ['config', new Set(['api'])],
          ['api', new Set(['footer'])],
          ['header', new Set(['i18n'])],
          ['i18n', new Set(['header'])],
          ['routes', new Set(['config'])],
        ]),
      ),
    ).toEqual([
      ['api', 'footer', 'markets', 'config', 'api'],
      ['header', 'i18n', 'header'],
    ]);
  });

  it('accepts a layered graph, and ignores edges that only tests make', () => {
    expect(
      rulesOf({
        'api/client.ts': "import { x } from '../auth';\n",
        'auth/refresher.ts': "import { y } from '../contract';\n",
        'auth/refresher.test.ts': "import { createApiClient } from '../api/api-client';\n",
        'auth/testing.ts': "import { z } from '../api';\n",
      }),
    ).toEqual([]);
  });
});
