/**
 * `npm run bench -- [options]`. The defaults are the full run (10–15 minutes here) that writes
 * docs/benchmarks.md and results.json; `--quick` and `--only` are for trying things and print only,
 * so a partial run never overwrites the full figures (unless `--write`).
 */
import { parseArgs } from 'node:util';

export const PARTS = ['js', 'usable', 'lighthouse', 'waves', 'idle', 'cli', 'check'] as const;
export type Part = (typeof PARTS)[number];

export interface BenchOptions {
  readonly parts: ReadonlySet<Part>;
  /** Repetitions of the page loads (scripts and blocking, submit usable) and of the login flow. */
  readonly repetitions: number;
  readonly lighthouseRuns: number;
  readonly idleSeconds: number;
  readonly cliRounds: number;
  readonly checkRounds: number;
  readonly write: boolean;
  readonly help: boolean;
}

export const USAGE = `npm run bench -- [options]

  --quick             1 repetition, 1 Lighthouse run per page, 20 s idle (prints only)
  --only a,b          only these parts: ${PARTS.join(', ')} (prints only)
  --repetitions N     page loads and login flows per figure (default 5)
  --lighthouse-runs N Lighthouse runs per page (default 5)
  --idle-seconds N    idle window (default 60)
  --write / --no-write  write docs/benchmarks.md and scripts/bench/results.json
                      (default: only for a full run)
`;

function count(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1.`);
  return value;
}

/**
 * @example parseOptions(['--only', 'cli']).parts // Set { 'cli' }
 * @throws Error naming the bad option
 */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      quick: { type: 'boolean', default: false },
      only: { type: 'string' },
      repetitions: { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      'idle-seconds': { type: 'string' },
      write: { type: 'boolean' },
      'no-write': { type: 'boolean' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  const parts = new Set<Part>();
  for (const name of (values.only ?? PARTS.join(',')).split(',').map((part) => part.trim())) {
    if (!name) continue;
    if (!(PARTS as readonly string[]).includes(name))
      throw new Error(`--only: "${name}" is not one of ${PARTS.join(', ')}.`);
    parts.add(name as Part);
  }
  if (parts.size === 0) throw new Error('--only names no part.');
  const quick = values.quick === true;
  const full = !quick && parts.size === PARTS.length;
  return {
    parts,
    repetitions: count(values.repetitions, quick ? 1 : 5, '--repetitions'),
    lighthouseRuns: count(values['lighthouse-runs'], quick ? 1 : 5, '--lighthouse-runs'),
    idleSeconds: count(values['idle-seconds'], quick ? 20 : 60, '--idle-seconds'),
    cliRounds: quick ? 3 : 15,
    checkRounds: quick ? 1 : 3,
    write: values['no-write'] === true ? false : (values.write ?? full),
    help: values.help === true,
  };
}
