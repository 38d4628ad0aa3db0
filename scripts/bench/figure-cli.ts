/**
 * Figures 5 and 6: portal-cli.
 *
 * 5. Cold start: `portal-cli markets --json` and `portal-cli menu --json` (the launcher
 *    cli/bin/portal-cli.mjs, as `npx portal-cli` runs it) against `node -e 0`, each process timed
 *    from spawn to exit. The three run in turn in every round, and each round gives a ratio, so
 *    load that changes between rounds cancels out; the figure is the median ratio (design §8: at
 *    most 2).
 * 6. `portal-cli check` over all locales against the slowest single locale: the locales run in
 *    parallel, so the whole check should take little longer than its slowest part. Measured with
 *    the check's own duration (its report's `durationMs`, without Node's start), one full check and
 *    every single locale per round; the slowest single locale is the one with the highest median.
 *    §8 sets no budget; the figure shows what the parallelism buys.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUPPORTED_LOCALES, toPrefix } from '../../core/locale';
import { type Figure, failedFigure, figure } from './figures';
import { timeProcess } from './processes';
import { control } from './servers';
import { median, pairedRatios, ratio } from './stats';

function cliEnvironment(configDir: string, sandboxUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NO_COLOR: '1',
    PORTAL_CLI_CONFIG_DIR: configDir,
    PORTAL_SANDBOX_URL: sandboxUrl,
  };
}

export interface CliStartDetails {
  readonly nodeMs: readonly number[];
  readonly marketsMs: readonly number[];
  readonly menuMs: readonly number[];
}

export async function measureCliStart(options: {
  readonly repoRoot: string;
  readonly sandboxUrl: string;
  readonly rounds: number;
}): Promise<{ figures: Figure[]; details: CliStartDetails | { error: string } }> {
  const base = (id: string, label: string, unit: Figure['unit']) => ({ id, group: 5, label, unit });
  const bases = {
    node: base('cli.node.ms', 'node -e 0', 'ms'),
    markets: base('cli.markets.ms', 'portal-cli markets --json', 'ms'),
    menu: base('cli.menu.ms', 'portal-cli menu --json', 'ms'),
    marketsRatio: base('cli.markets.ratio', 'portal-cli markets --json / node -e 0', 'ratio'),
    menuRatio: base('cli.menu.ratio', 'portal-cli menu --json / node -e 0', 'ratio'),
  };
  const configDir = mkdtempSync(join(tmpdir(), 'portal-bench-cli-'));
  const env = cliEnvironment(configDir, options.sandboxUrl);
  const cli = join(options.repoRoot, 'cli', 'bin', 'portal-cli.mjs');
  const run = async (args: readonly string[]) => {
    const result = await timeProcess(process.execPath, args, { env, cwd: options.repoRoot });
    if (result.code !== 0)
      throw new Error(`${args.join(' ')} exited with ${result.code}: ${result.stderr.trim().slice(0, 300)}`);
    if (args[0] === cli) JSON.parse(result.stdout);
    return result.ms;
  };
  try {
    const samples = { node: [] as number[], markets: [] as number[], menu: [] as number[] };
    // One round to warm the disk cache, not counted.
    for (let round = 0; round <= options.rounds; round++) {
      const node = await run(['-e', '0']);
      const markets = await run([cli, 'markets', '--json']);
      const menu = await run([cli, 'menu', '--json']);
      if (round === 0) continue;
      samples.node.push(node);
      samples.markets.push(markets);
      samples.menu.push(menu);
    }
    return {
      figures: [
        figure(bases.node, samples.node),
        figure(bases.markets, samples.markets),
        figure(bases.menu, samples.menu),
        figure(bases.marketsRatio, pairedRatios(samples.markets, samples.node)),
        figure(bases.menuRatio, pairedRatios(samples.menu, samples.node)),
      ],
      details: { nodeMs: samples.node, marketsMs: samples.markets, menuMs: samples.menu },
    };
  } catch (error) {
    return {
      figures: Object.values(bases).map((b) => failedFigure(b, error)),
      details: { error: error instanceof Error ? error.message : String(error) },
    };
  } finally {
    rmSync(configDir, { recursive: true, force: true });
  }
}

export interface CheckRound {
  readonly allMs: number;
  readonly singleMs: Readonly<Record<string, number>>;
  /** The slowest locale of this round alone. */
  readonly slowestLocale: string;
  /** The slowest run of each check (login, refresh, …) among all locales of the full check. */
  readonly allSlowestByCheck: Readonly<Record<string, number>>;
  /** Each check of the slowest single locale, when it ran alone. */
  readonly singleByCheck: Readonly<Record<string, number>>;
}

interface CheckReport {
  readonly ok: boolean;
  readonly durationMs: number;
  readonly suites: readonly {
    readonly checks: readonly { readonly name: string; readonly durationMs: number }[];
  }[];
}

/** The slowest duration of each check name across the suites of a report. */
function slowestByCheck(report: CheckReport): Record<string, number> {
  const slowest: Record<string, number> = {};
  for (const suite of report.suites)
    for (const check of suite.checks)
      slowest[check.name] = Math.max(slowest[check.name] ?? 0, check.durationMs);
  return slowest;
}

/**
 * The round trip every call of the budgeted check run takes (a sandbox fault): portal-cli check
 * runs against an environment across the network, and whether its locales run in parallel shows
 * in how their waiting overlaps (decision 155). On loopback without it, 13 logins are CPU-bound on
 * the machine's 2 cores; that run is shown too, without a budget.
 */
export const CHECK_LATENCY_MS = 100;

export async function measureCheck(options: {
  readonly repoRoot: string;
  readonly sandboxUrl: string;
  readonly rounds: number;
  readonly onProgress?: (text: string) => void;
  /** Added to every call (a sandbox fault); 0 measures on plain loopback. */
  readonly latencyMs?: number;
}): Promise<{
  figures: Figure[];
  details: { rounds: CheckRound[]; slowestLocale: string; latencyMs: number } | { error: string };
}> {
  const count = SUPPORTED_LOCALES.length;
  const latencyMs = options.latencyMs ?? 0;
  const loopback = latencyMs === 0;
  const id = (name: string) => (loopback ? `check.loopback.${name}` : `check.${name}`);
  const where = loopback ? ' (loopback, no latency)' : ` (+${latencyMs} ms a call)`;
  const base = (figureId: string, label: string, unit: Figure['unit']) => ({
    id: figureId,
    group: 6,
    label,
    unit,
  });
  const bases = {
    all: base(id('all.ms'), `portal-cli check, all ${count} locales${where}`, 'ms'),
    slowest: base(id('slowest.ms'), `portal-cli check, slowest single locale${where}`, 'ms'),
    ratio: base(id('ratio'), `portal-cli check: all ${count} locales / slowest single${where}`, 'ratio'),
  };
  if (!loopback)
    await control(options.sandboxUrl, 'POST', '/faults', {
      latencyMs,
      note: 'bench: check over the network',
    });
  const configDir = mkdtempSync(join(tmpdir(), 'portal-bench-cli-'));
  const env = cliEnvironment(configDir, options.sandboxUrl);
  const cli = join(options.repoRoot, 'cli', 'bin', 'portal-cli.mjs');
  const check = async (locales: string | null): Promise<CheckReport> => {
    const args = [cli, 'check', '--json', ...(locales ? ['--locale', locales] : [])];
    const result = await timeProcess(process.execPath, args, { env, cwd: options.repoRoot });
    const report = JSON.parse(result.stdout || 'null') as CheckReport | null;
    if (!report || result.code !== 0 || !report.ok)
      throw new Error(
        `portal-cli check ${locales ?? '(all)'} failed (exit ${result.code}): ${result.stderr.trim().slice(0, 300)}`,
      );
    return report;
  };
  try {
    const rounds: CheckRound[] = [];
    for (let round = 0; round < options.rounds; round++) {
      options.onProgress?.(`portal-cli check ${round + 1}/${options.rounds}`);
      const all = await check(null);
      const singles = new Map<string, CheckReport>();
      for (const locale of SUPPORTED_LOCALES) singles.set(locale, await check(toPrefix(locale)));
      const singleMs = Object.fromEntries(
        [...singles].map(([locale, report]) => [locale, report.durationMs]),
      );
      const [slowestLocale] = Object.entries(singleMs).sort((a, b) => b[1] - a[1])[0]!;
      rounds.push({
        allMs: all.durationMs,
        singleMs,
        slowestLocale,
        allSlowestByCheck: slowestByCheck(all),
        singleByCheck: slowestByCheck(singles.get(slowestLocale)!),
      });
    }
    // The slowest locale is the one with the highest median: the highest single sample of 13
    // would mostly measure which run the machine's load happened to hit.
    const singleMedians = SUPPORTED_LOCALES.map((locale) => ({
      locale,
      ms: median(rounds.map((round) => round.singleMs[locale]!))!,
    })).sort((a, b) => b.ms - a.ms);
    const slowest = singleMedians[0]!;
    const all = figure(
      bases.all,
      rounds.map((round) => round.allMs),
    );
    return {
      figures: [
        all,
        figure(bases.slowest, [slowest.ms]),
        figure(bases.ratio, [ratio(all.value, slowest.ms) ?? Number.NaN]),
      ],
      details: { rounds, slowestLocale: slowest.locale, latencyMs },
    };
  } catch (error) {
    return {
      figures: Object.values(bases).map((b) => failedFigure(b, error)),
      details: { error: error instanceof Error ? error.message : String(error) },
    };
  } finally {
    rmSync(configDir, { recursive: true, force: true });
    if (!loopback) await control(options.sandboxUrl, 'DELETE', '/faults').catch(() => undefined);
    if (!loopback) await control(options.sandboxUrl, 'DELETE', '/faults').catch(() => undefined);
  }
}
