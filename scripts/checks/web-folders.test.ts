import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkWebFolders } from './web-folders';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A throw-away repository with the given files; the rules of web/ over its web files. */
function rulesOf(files: Record<string, string>): string[] {
  root = mkdtempSync(join(tmpdir(), 'web-folders-'));
  const paths = Object.entries(files).map(([path, source]) => {
    const file = join(root!, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
    return file;
  });
  return checkWebFolders(
    root,
    paths.filter((path) => path.includes(`${join(root!, 'web')}/`)),
  ).map((violation) => violation.rule);
}

describe('the boundaries inside web/ (design §2)', () => {
  it('refuses a cycle between folders, type-only imports included', () => {
    expect(
      rulesOf({
        'web/app/portal.ts': "import type { Frame } from '../shell/frame/Frame';\n",
        'web/shell/frame/Frame.tsx':
          "import { usePortal } from '../../app/portal';\nexport type Frame = 1;\n",
      }),
    ).toEqual([
      'import cycle between web folders: app → shell/frame → app: app → shell/frame (app/portal.ts), shell/frame → app (shell/frame/Frame.tsx)',
    ]);
  });

  it('refuses a cycle of files inside one folder', () => {
    expect(
      rulesOf({
        'web/shell/header/Header.tsx': "import { Menu } from './Menu';\n",
        'web/shell/header/Menu.tsx': "import { Panel } from './Panel';\n",
        'web/shell/header/Panel.tsx': "import type { HeaderProps } from './Header';\n",
      }),
    ).toEqual([
      'import cycle between web files: shell/header/Header.tsx → shell/header/Menu.tsx → shell/header/Panel.tsx → shell/header/Header.tsx',
    ]);
  });

  it('lets a folder use its subfolders and the files at the top', () => {
    expect(
      rulesOf({
        'web/routing/Routes.tsx':
          "import { useLocation } from './router';\nimport { PARTS } from '../pages';\n",
        'web/routing/router/index.ts': 'export const useLocation = 1;\n',
        'web/pages.ts': "import { definePart } from './part';\nexport const PARTS = {};\n",
        'web/part.ts': 'export const definePart = 1;\n',
      }),
    ).toEqual([]);
  });

  it("does not count the loading declaration's dynamic imports (web/pages.ts names every chunk)", () => {
    const files = {
      'web/pages.ts': "export const PARTS = { footer: () => import('./shell/footer/part') };\n",
      'web/shell/footer/part.ts': "import { PARTS } from '../../pages';\n",
    };
    expect(rulesOf(files)).toEqual([]);
    expect(
      rulesOf({ ...files, 'web/app/boot.ts': "export const load = () => import('../shell/footer/part');\n" }),
    ).toEqual([]);
    expect(
      rulesOf({
        'web/pages.ts': "import { footer } from './shell/footer/part';\n",
        'web/shell/footer/part.ts': "import { PARTS } from '../../pages';\n",
      }),
    ).toEqual([
      'import cycle between web folders: pages.ts → shell/footer → pages.ts: pages.ts → shell/footer (pages.ts), shell/footer → pages.ts (shell/footer/part.ts)',
    ]);
  });

  it('reaches core through a folder index only (tests and the prerender may use core fakes)', () => {
    expect(
      rulesOf({
        'web/shell/header/AccountIds.tsx':
          "import { formatIban } from '../../../core/customer';\nimport { parse } from '../../../core/customer/iban';\n",
        'web/shell/header/AccountIds.test.tsx': "import { fakeClock } from '../../../core/ports/testing';\n",
        'web/prerender/ports.ts': "import { fakeClock } from '../../core/ports/testing';\n",
        'web/app/ports.ts': "import { fakeClock } from '../../core/ports/testing';\n",
      }),
    ).toEqual([
      'web imports core/customer/iban, not core/customer',
      'web imports core/ports/testing, not core/ports',
    ]);
  });

  it('lets tests form no edges', () => {
    expect(
      rulesOf({
        'web/app/portal.ts': "import { Frame } from '../shell/Frame';\n",
        'web/shell/Frame.tsx': 'export const Frame = 1;\n',
        'web/shell/Frame.test.tsx': "import { portal } from '../app/portal';\n",
      }),
    ).toEqual([]);
  });
});
