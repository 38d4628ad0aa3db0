import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCliFolders } from './cli-folders';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A throw-away repository with the given files; the rules of cli/ over its cli files. */
function rulesOf(files: Record<string, string>): string[] {
  root = mkdtempSync(join(tmpdir(), 'cli-folders-'));
  const paths = Object.entries(files).map(([path, source]) => {
    const file = join(root!, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
    return file;
  });
  return checkCliFolders(
    root,
    paths.filter((path) => path.includes(`${join(root!, 'cli')}/`)),
  ).map((violation) => violation.rule);
}

describe('the boundaries inside cli/ (design §2)', () => {
  it('refuses a command that imports the program, even for a type', () => {
    expect(
      rulesOf({
        'cli/program.ts': "const load = () => import('./commands/login');\n",
        'cli/commands/login.ts': "import type { CommandRun } from '../program';\n",
      }),
    ).toEqual([
      'a command imports cli/program.ts (the program loads the commands, not the other way round)',
      'import cycle in cli: commands → program.ts → commands: commands → program.ts (commands/login.ts), program.ts → commands (program.ts)',
    ]);
  });

  it('refuses a cycle between folders, and lets a folder use the files at the top', () => {
    expect(
      rulesOf({
        'cli/portal/portal.ts':
          "import { style } from '../output/style';\nimport { CliError } from '../errors';\n",
        'cli/output/style.ts': "import type { Portal } from '../portal/portal';\n",
        'cli/errors.ts': 'export class CliError extends Error {}\n',
      }),
    ).toEqual([
      'import cycle in cli: output → portal → output: output → portal (output/style.ts), portal → output (portal/portal.ts)',
    ]);
  });

  it('reaches core through a folder index only (tests may use a test kit)', () => {
    expect(
      rulesOf({
        'cli/commands/login.ts':
          "import { loadTexts } from '../../core/i18n';\nimport { refresh } from '../../core/auth/refresher';\n",
        'cli/commands/login.test.ts': "import { fakeClock } from '../../core/ports/testing';\n",
        'core/auth/refresher.ts': 'export const refresh = 1;\n',
      }),
    ).toEqual(['cli imports core/auth/refresher, not core/auth']);
  });
});
