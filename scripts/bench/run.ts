/**
 * `npm run bench` (design §8): builds the portal and a React hello-world, starts a sandbox
 * and a preview server on free ports, measures the six figures, prints a table with each budget
 * beside each figure and says plainly what is over budget, and writes scripts/bench/results.json
 * and the generated part of docs/benchmarks.md.
 *
 * Progress goes to stderr, the table to stdout. Exit 0 when everything was measured, whatever the
 * verdicts (a budget is reported, never asserted); exit 1 when a figure could not be measured.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PreviewServer } from 'vite';
import type { RunningSandbox } from '../../fixtures';
import { type BuiltSite, buildBarePage, buildPortal } from './builds';
import { chromiumPath } from './chromium';
import { ensureCliBuilt } from './cli-build';
import { describeEnvironment } from './environment';
import { CHECK_LATENCY_MS, measureCheck, measureCliStart } from './figure-cli';
import { measureIdle } from './figure-idle';
import { type JavaScriptDetails, measureJavaScript } from './figure-javascript';
import { type LighthouseRun, measureLighthouse } from './figure-lighthouse';
import { LATENCY_MS, measureLoginWaves } from './figure-login-waves';
import { measureUsable } from './figure-usable';
import { type Figure, failedFigure, verdictOf } from './figures';
import { type BenchOptions, type Part, parseOptions, USAGE } from './options';
import {
  type BenchResults,
  markdownSection,
  type SectionDetails,
  writeDocSection,
  writeResults,
} from './results-files';
import { freePort, serveStatic, startBenchSandbox, startPreview } from './servers';
import { textTable, verdictLine } from './table';

const repoRoot = decodeURIComponent(new URL('../..', import.meta.url).pathname).replace(/\/$/, '');
const progress = (text: string) => process.stderr.write(`bench: ${text}\n`);

function chromiumVersion(): string {
  const result = spawnSync(chromiumPath(), ['--version'], { encoding: 'utf8' });
  return /Chrom(e|ium) [\d.]+/.exec(result.stdout ?? '')?.[0] ?? 'Chromium (version unknown)';
}

interface Collected {
  figures: Figure[];
  details: Record<string, unknown>;
  section: SectionDetails;
}

/** Runs one part; a part that throws becomes one failed figure, and the others still run. */
async function part(
  collected: Collected,
  name: Part,
  group: number,
  measure: () => Promise<{ figures: Figure[]; details: unknown }>,
): Promise<unknown> {
  const started = performance.now();
  try {
    const { figures, details } = await measure();
    collected.figures.push(...figures);
    collected.details[name] = details;
    progress(`${name} done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return details;
  } catch (error) {
    collected.figures.push(failedFigure({ id: `${name}.error`, group, label: name, unit: 'count' }, error));
    collected.details[name] = { error: error instanceof Error ? error.message : String(error) };
    progress(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return undefined;
  }
}

async function measureAll(options: BenchOptions, collected: Collected): Promise<void> {
  const wants = (name: Part) => options.parts.has(name);
  const needsSite = wants('js') || wants('usable') || wants('lighthouse') || wants('waves') || wants('idle');
  const workDir = join(repoRoot, 'node_modules', '.cache', 'portal-bench', String(process.pid));
  mkdirSync(workDir, { recursive: true });
  let sandbox: RunningSandbox | undefined;
  let preview: PreviewServer | undefined;
  try {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    sandbox = await startBenchSandbox(origin);
    progress(`sandbox at ${sandbox.url}`);
    let site: BuiltSite | undefined;
    if (needsSite) {
      progress('building the portal (web/vite.config.ts) into a scratch folder');
      try {
        site = await buildPortal({ repoRoot, outDir: join(workDir, 'portal-dist'), sandboxUrl: sandbox.url });
        progress(`built in ${site.seconds.toFixed(0)} s; preview at ${origin}`);
        preview = await startPreview({ repoRoot, dist: site.dist, port });
      } catch (error) {
        // Without a site the browser parts cannot run; the CLI parts still can.
        site = undefined;
        for (const [name, group] of [
          ['js', 1],
          ['usable', 1],
          ['lighthouse', 2],
          ['waves', 3],
          ['idle', 4],
        ] as const)
          if (wants(name)) await part(collected, name, group, () => Promise.reject(error));
      }
    }
    if (site && wants('js'))
      await part(collected, 'js', 1, async () => {
        progress('building the React hello-world with the same Vite');
        const bare = await buildBarePage({ workDir, name: 'hello' });
        const hello = await serveStatic(bare.dist);
        try {
          const result = await measureJavaScript({
            origin,
            dist: site.dist,
            helloOrigin: hello.origin,
            helloDist: bare.dist,
            repoRoot,
            repetitions: options.repetitions,
            onProgress: progress,
          });
          collected.section = {
            ...collected.section,
            loginModules: (result.details as JavaScriptDetails).loginModules,
          };
          return result;
        } finally {
          await hello.close();
        }
      });
    if (site && wants('usable'))
      await part(collected, 'usable', 1, async () => {
        progress('building the bare React form page with the same Vite');
        const bare = await buildBarePage({ workDir, name: 'form' });
        const form = await serveStatic(bare.dist);
        try {
          return await measureUsable({
            origin,
            formOrigin: form.origin,
            repetitions: options.repetitions,
            onProgress: progress,
          });
        } finally {
          await form.close();
        }
      });
    if (site && wants('lighthouse'))
      await part(collected, 'lighthouse', 2, async () => {
        const result = await measureLighthouse({
          origin,
          runs: options.lighthouseRuns,
          onProgress: progress,
        });
        const lighthouse: Record<string, LighthouseRun> = {};
        for (const page of ['login', 'dashboard'] as const) {
          const runs = result.details.runs
            .filter((run) => run.page === page)
            .sort((a, b) => a.score - b.score);
          const middle = runs[Math.floor((runs.length - 1) / 2)];
          // Shifts from every run: the CLS figure is the worst run's, so the note must show it.
          const shifts = new Map<string, number>();
          for (const run of runs)
            for (const shift of run.layoutShifts) shifts.set(shift, (shifts.get(shift) ?? 0) + 1);
          const layoutShifts = [...shifts].map(
            ([shift, count]) => `${shift} (${count} of ${runs.length} runs)`,
          );
          if (middle) lighthouse[page] = { ...middle, layoutShifts };
        }
        collected.section = { ...collected.section, lighthouse };
        return result;
      });
    if (site && wants('waves'))
      await part(collected, 'waves', 3, async () => {
        const result = await measureLoginWaves({
          origin,
          sandboxUrl: sandbox!.url,
          repetitions: options.repetitions,
          onProgress: progress,
        });
        const run = result.details.runs.at(-1);
        if (run) collected.section = { ...collected.section, waves: run.description };
        return result;
      });
    if (site && wants('idle'))
      await part(collected, 'idle', 4, async () => {
        progress(`idle page for ${options.idleSeconds} s`);
        const result = await measureIdle({ origin, dist: site.dist, repoRoot, seconds: options.idleSeconds });
        if ('sites' in result.details)
          collected.section = {
            ...collected.section,
            idleWakeups: result.details.wakeups,
            idleSites: result.details.sites,
            idleStuck: result.details.stuckRequests,
          };
        return result;
      });
    let cliReady = false;
    const buildCli = () => {
      if (!cliReady) progress(ensureCliBuilt(repoRoot));
      cliReady = true;
    };
    if (wants('cli'))
      await part(collected, 'cli', 5, async () => {
        buildCli();
        return measureCliStart({ repoRoot, sandboxUrl: sandbox!.url, rounds: options.cliRounds });
      });
    if (wants('check'))
      await part(collected, 'check', 6, async () => {
        buildCli();
        const common = {
          repoRoot,
          sandboxUrl: sandbox!.url,
          rounds: options.checkRounds,
          onProgress: progress,
        };
        const network = await measureCheck({ ...common, latencyMs: CHECK_LATENCY_MS });
        const loopback = await measureCheck(common);
        return {
          figures: [...network.figures, ...loopback.figures],
          details: { network: network.details, loopback: loopback.details },
        };
      });
  } finally {
    await preview?.close().catch(() => undefined);
    await sandbox?.close().catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const startedAt = new Date();
  const startLoad = loadavg()[0] ?? 0;
  const started = performance.now();
  const collected: Collected = { figures: [], details: {}, section: {} };
  await measureAll(options, collected);
  const figures = [...collected.figures].sort((a, b) => a.group - b.group);

  const results: BenchResults = {
    environment: describeEnvironment({ repoRoot, chromium: chromiumVersion(), startLoad, startedAt }),
    durationSeconds: (performance.now() - started) / 1000,
    settings: {
      repetitions: options.repetitions,
      lighthouseRuns: options.lighthouseRuns,
      idleSeconds: options.idleSeconds,
      cliRounds: options.cliRounds,
      checkRounds: options.checkRounds,
      latencyMs: LATENCY_MS,
    },
    figures,
    details: collected.details,
  };

  process.stdout.write(`\n${textTable(figures)}\n\n${verdictLine(figures)}\n`);
  if (options.write) {
    writeResults(
      join(repoRoot, 'scripts', 'bench', 'results.json'),
      results,
      join(repoRoot, 'node_modules', '.bin', 'biome'),
    );
    writeDocSection(join(repoRoot, 'docs', 'benchmarks.md'), markdownSection(results, collected.section));
    process.stdout.write(
      'Written: scripts/bench/results.json and docs/benchmarks.md (what the figures mean and why some are over budget).\n',
    );
  } else {
    const path = join(tmpdir(), 'portal-bench-results.json');
    writeResults(path, results);
    process.stdout.write(
      `docs/benchmarks.md not updated (partial or --no-write run); all figures in ${path}.\n`,
    );
  }
  return figures.some((figure) => verdictOf(figure) === 'failed') ? 1 : 0;
}

// Ctrl-C: exit through process.exit, so the 'exit' handlers stop the Chromiums this run started.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
