/**
 * Where and when the figures were measured, so a reader can tell a slow machine from a slow portal:
 * CPU, memory, load, Node, Chromium, the commit and whether the tree had local changes.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, release, totalmem } from 'node:os';

export interface BenchEnvironment {
  readonly measuredAt: string;
  readonly node: string;
  readonly chromium: string;
  readonly os: string;
  readonly cpu: string;
  readonly cpuCount: number;
  readonly memoryGb: number;
  /** 1-minute load average when the bench started and when it ended. */
  readonly loadAverage: { readonly start: number; readonly end: number };
  /** Short commit hash, with "+ local changes" when the tree differs from it; null outside git. */
  readonly commit: string | null;
}

function git(repoRoot: string, args: string[]): string | null {
  const result = spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Reads the commit (read-only git commands). */
export function commitOf(repoRoot: string): string | null {
  const commit = git(repoRoot, ['rev-parse', '--short', 'HEAD']);
  if (!commit) return null;
  const changes = git(repoRoot, ['status', '--porcelain', '--untracked-files=no']);
  return changes ? `${commit} + local changes` : commit;
}

/**
 * @example const env = describeEnvironment({ repoRoot, chromium: 'Chrome/156', startLoad: loadavg()[0] });
 */
export function describeEnvironment(options: {
  readonly repoRoot: string;
  readonly chromium: string;
  readonly startLoad: number;
  readonly startedAt: Date;
}): BenchEnvironment {
  const processors = cpus();
  return {
    measuredAt: options.startedAt.toISOString(),
    node: process.version,
    chromium: options.chromium,
    os: `${process.platform} ${release()}`,
    cpu: processors[0]?.model.trim() ?? 'unknown',
    cpuCount: processors.length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    loadAverage: { start: options.startLoad, end: loadavg()[0] ?? 0 },
    commit: commitOf(options.repoRoot),
  };
}
