/**
 * What the suite costs, printed at the end of every `vitest run` (vitest.config.ts lists it as a
 * reporter): the run's wall time, each project's time (its files' time added up: workers run files
 * side by side, so the sum is the work, the wall time what a developer waits) and the slowest files.
 */
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTime {
  readonly project: string;
  readonly file: string;
  /** Set-up, import and tests of the file, in milliseconds. */
  readonly ms: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const filesWord = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

/** @example summariseSuite([{ project: 'core', file: 'core/a.test.ts', ms: 1200 }], 5000, 10) */
export function summariseSuite(files: readonly FileTime[], wallMs: number, slowest = 10): string {
  const byProject = new Map<string, { ms: number; files: number }>();
  for (const { project, ms } of files) {
    const total = byProject.get(project) ?? { ms: 0, files: 0 };
    byProject.set(project, { ms: total.ms + ms, files: total.files + 1 });
  }
  const projects = [...byProject].sort((a, b) => b[1].ms - a[1].ms);
  const width = Math.max(...projects.map(([name]) => name.length), 7);
  const lines = [
    `Suite: ${seconds(wallMs)} wall time, ${filesWord(files.length)}`,
    ...projects.map(
      ([name, total]) =>
        `  ${name.padEnd(width)}  ${seconds(total.ms).padStart(8)}  ${filesWord(total.files)}`,
    ),
    `Slowest ${filesWord(Math.min(slowest, files.length))}:`,
    ...[...files]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, slowest)
      .map(({ project, file, ms }) => `  ${seconds(ms).padStart(8)}  ${project}  ${file}`),
  ];
  return `${lines.join('\n')}\n`;
}

/** The file's own time: environment, set-up, import and its tests and hooks. */
function timeOf(module: TestModule): number {
  const d = module.diagnostic();
  return d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
}

export default class SuiteTimes implements Reporter {
  private started = performance.now();

  onTestRunStart(): void {
    this.started = performance.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (modules.length === 0) return;
    const files = modules.map((module) => ({
      project: module.project.name,
      file: relative(process.cwd(), module.moduleId),
      ms: timeOf(module),
    }));
    process.stdout.write(`\n${summariseSuite(files, performance.now() - this.started)}`);
  }
}
