/**
 * The rules inside cli/ (design §2, as core-folders.ts holds them inside core): portal-cli's folders
 * form no cycle, it reaches core only through a core folder's index, and a command never imports
 * the program that loads it (program.ts picks the command; the command needs only its context).
 *
 * The units of the cycle rule are cli's folders (`commands`, `portal`, `adapters`, …) and, one by
 * one, the files at cli's top (`program.ts`, `context.ts`, …): the top holds the entry and what
 * every command shares, and a file there may be used by a folder that the entry loads on demand.
 * Type-only and dynamic imports count, as in core: a cycle through them is still two parts that
 * cannot be read apart.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { coreEntryRule, folderCycles, isTestFile } from './core-folders';
import { moduleImports } from './module-graph';

export interface CliFolderViolation {
  readonly file: string;
  readonly line: number;
  readonly rule: string;
}

interface CliImport {
  /** The importing file below cli/ (`commands/login.ts`). */
  readonly file: string;
  readonly line: number;
  /** The importing unit and the imported one (`commands`, `program.ts`). */
  readonly from: string;
  readonly to: string;
}

/** A folder of cli/, or a file at its top, as the unit of the cycle rule. */
function unitOf(path: string): string {
  const [first, ...rest] = path.split('/');
  return rest.length === 0 ? `${first!.replace(/\.tsx?$/, '')}.ts` : first!;
}

/**
 * @example checkCliFolders('/repo', ['/repo/cli/commands/login.ts', …]) // [] when the rules hold
 */
export function checkCliFolders(repoRoot: string, files: readonly string[]): CliFolderViolation[] {
  const cliRoot = join(repoRoot, 'cli');
  const violations: CliFolderViolation[] = [];
  const graph = new Map<string, Set<string>>();
  const witness = new Map<string, CliImport>();
  for (const file of files) {
    const rel = relative(cliRoot, file).split(sep).join('/');
    const from = unitOf(rel);
    const fromTest = isTestFile(file);
    const source = readFileSync(file, 'utf8');
    const lines = source.split('\n');
    for (const { specifier } of moduleImports(source)) {
      if (!specifier.startsWith('.')) continue;
      const line = lines.findIndex((text) => text.includes(`'${specifier}'`)) + 1;
      const absolute = join(file, '..', specifier);
      const coreRule = coreEntryRule(repoRoot, absolute, fromTest);
      if (coreRule !== undefined) {
        if (coreRule) violations.push({ file: `cli/${rel}`, line, rule: `cli ${coreRule}` });
        continue;
      }
      const inCli = relative(cliRoot, absolute).split(sep).join('/');
      if (inCli.startsWith('..')) continue;
      const to = unitOf(inCli.replace(/\.tsx?$/, ''));
      if (from === 'commands' && to === 'program.ts')
        violations.push({
          file: `cli/${rel}`,
          line,
          rule: 'a command imports cli/program.ts (the program loads the commands, not the other way round)',
        });
      if (fromTest || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
      if (!witness.has(`${from}>${to}`)) witness.set(`${from}>${to}`, { file: rel, line, from, to });
    }
  }
  for (const cycle of folderCycles(graph)) {
    const first = witness.get(`${cycle[0]}>${cycle[1]}`)!;
    const steps = cycle
      .slice(0, -1)
      .map((from, at) => `${from} → ${cycle[at + 1]} (${witness.get(`${from}>${cycle[at + 1]}`)!.file})`);
    violations.push({
      file: `cli/${first.file}`,
      line: first.line,
      rule: `import cycle in cli: ${cycle.join(' → ')}: ${steps.join(', ')}`,
    });
  }
  return violations;
}
