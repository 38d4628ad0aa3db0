/**
 * `portal-cli ui`: the kiosk check. Opens the environment's web portal in Chromium and walks the
 * login page, the overview, the country picker, the menu, a page that does not exist and the
 * overview during an outage for each `--locale` and `--width`, writing a picture of each screen
 * into `--screenshots`, comparing it with its baseline (the committed ones locally, `--baseline DIR`
 * otherwise; `--update-baseline` writes them) and reporting axe findings, changed pixels and failures
 * like `check`: one line per page while it runs, then `--reporter text|json|junit` to stdout or
 * `--out FILE`. Exit 0 when every page passed, 1 when one failed, 4 when the portal cannot be reached.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locale } from '../../core/locale';
import { type CommandRun, parseLocaleOption } from '../context';
import { CliError } from '../errors';
import { EXIT } from '../exit-codes';
import { runKiosk } from '../kiosk/kiosk';
import {
  kioskJsonReport,
  kioskJunitReport,
  kioskResultLine,
  kioskSummaryLine,
  kioskTextReport,
} from '../kiosk/report';
import { KIOSK_STEPS, type KioskReport, type KioskResult, type KioskStep } from '../kiosk/types';
import { KIOSK_BASELINES } from '../kiosk/visual';
import { createStyle } from '../output/style';
import { readPassword } from '../prompt/secrets';
import { DEMO_PERSONA_EMAIL, SANDBOX_PASSWORD } from '../sandbox/demo-persona';

export interface UiOptions {
  readonly locale?: string;
  readonly width?: string;
  readonly screenshots?: string;
  readonly url?: string;
  readonly email?: string;
  readonly passwordStdin?: boolean;
  readonly timeout?: string;
  readonly reporter?: 'text' | 'json' | 'junit';
  readonly out?: string;
  readonly baseline?: string;
  readonly updateBaseline?: boolean;
  readonly page?: string;
}

const DEFAULT_LOCALES = 'de-de,en-gb';
const DEFAULT_WIDTHS = '375,1280';

function localesOf(text: string): Locale[] {
  const locales: Locale[] = [];
  for (const item of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    // en-US has no login page here (its customers log in on the US app host): the kiosk skips that
    // page and logs in on the generic English site for the others.
    const locale = parseLocaleOption(item);
    if (!locales.includes(locale)) locales.push(locale);
  }
  if (locales.length === 0) throw new CliError('USAGE', '--locale names no locale.');
  return locales;
}

function stepsOf(text: string): KioskStep[] {
  const names = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(KIOSK_STEPS as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0)
    throw new CliError(
      'USAGE',
      `--page: ${unknown.length > 0 ? `"${unknown.join('", "')}" is not a page of the kiosk check` : 'names no page'}.`,
      `The pages: ${KIOSK_STEPS.join(', ')}.`,
    );
  return KIOSK_STEPS.filter((step) => names.includes(step));
}

function widthsOf(text: string): number[] {
  const widths = text.split(',').map((part) => Number(part.trim()));
  if (widths.length === 0 || widths.some((width) => !Number.isInteger(width) || width < 320 || width > 3840))
    throw new CliError(
      'USAGE',
      `--width: "${text}" is not a list of widths between 320 and 3840 px.`,
      'Example: --width 375,1280',
    );
  return [...new Set(widths)];
}

function siteOf(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('scheme');
    return parsed.origin;
  } catch {
    throw new CliError(
      'USAGE',
      `--url: "${url}" is not an http(s) origin.`,
      'Example: --url https://portal.stg.example-bank.com',
    );
  }
}

export const uiCommand: CommandRun<UiOptions> = async (context, options) => {
  const { output, io } = context;
  const environment = await context.environment();
  const locales = localesOf(options.locale ?? DEFAULT_LOCALES);
  const widths = widthsOf(options.width ?? DEFAULT_WIDTHS);
  const steps = options.page ? stepsOf(options.page) : [...KIOSK_STEPS];
  const timeoutSeconds = Number(options.timeout ?? '20');
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds < 1)
    throw new CliError(
      'USAGE',
      `--timeout must be a number of seconds of at least 1, not "${options.timeout}".`,
    );
  const reporter = output.json ? 'json' : (options.reporter ?? 'text');
  const screenshots = resolve(options.screenshots ?? 'portal-ui-screenshots');

  let site: string | undefined;
  if (options.url) site = siteOf(options.url);
  else if (!environment.embedded)
    throw new CliError(
      'USAGE',
      `--url is required for the ${environment.name} environment: the web portal's address.`,
      'Add --url https://… (the local environment serves the built portal itself).',
    );

  let email = options.email?.trim();
  let password: string;
  if (!email) {
    if (site)
      throw new CliError(
        'USAGE',
        '--email is required with --url.',
        'Add --email <address> and the password on stdin.',
      );
    email = DEMO_PERSONA_EMAIL;
    password = SANDBOX_PASSWORD;
    output.info(`No --email: walking the portal as the sandbox's demo persona ${email}.`);
  } else {
    ({ password } = await readPassword(io, { fromStdin: options.passwordStdin === true, email }));
  }

  // The committed baselines are the local sandbox's; a remote portal's are wherever its team keeps them.
  const baselineDir = options.baseline ? resolve(options.baseline) : site ? undefined : KIOSK_BASELINES;
  if (options.updateBaseline && !baselineDir)
    throw new CliError(
      'USAGE',
      '--update-baseline needs --baseline DIR for a remote portal.',
      'Add --baseline ./baselines (the committed baselines are the local sandbox’s).',
    );
  const baseline = baselineDir ? { dir: baselineDir, update: options.updateBaseline === true } : undefined;

  const reportToStdout = !options.out;
  const linesToStdout = !output.json && (!reportToStdout || reporter === 'text');
  const onResult = (result: KioskResult) => {
    if (linesToStdout) output.line(kioskResultLine(result, output.style));
    else output.info(kioskResultLine(result, output.errStyle));
  };
  output.info(
    `Opening the web portal of ${environment.name} (${environment.region}) in Chromium: ${locales.join(', ')} at ${widths.join(', ')} px…`,
  );
  const startedAt = new Date();
  const started = performance.now();
  let run: Awaited<ReturnType<typeof runKiosk>>;
  try {
    run = await runKiosk({
      locales,
      widths,
      steps,
      screenshots,
      site,
      email,
      password,
      timeoutMs: timeoutSeconds * 1000,
      baseline,
      onResult,
      onProgress: (line) => output.info(line),
    });
  } catch (error) {
    if (error instanceof CliError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/ERR_CONNECTION|ECONNREFUSED|ENOTFOUND|net::/.test(message))
      throw new CliError(
        'UNREACHABLE',
        `The web portal at ${site ?? 'the local site'} cannot be reached: ${message}`,
      );
    throw new CliError('INTERNAL', `The kiosk check could not run: ${message}`, 'Run again with --verbose.');
  }

  const results = run.results;
  const report: KioskReport = {
    ok: results.every((result) => result.status === 'passed'),
    environment: environment.name,
    region: environment.region,
    site: run.site,
    screenshots,
    ...(baselineDir ? { baselines: baselineDir } : {}),
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(performance.now() - started),
    summary: {
      passed: results.filter((result) => result.status === 'passed').length,
      failed: results.filter((result) => result.status === 'failed').length,
      skipped: results.filter((result) => result.status === 'skipped').length,
      findings: results.reduce((sum, result) => sum + result.findings.length, 0),
      changed: results.filter((result) => result.visual?.outcome === 'changed').length,
    },
    results,
  };

  const rendered =
    reporter === 'json'
      ? kioskJsonReport(report)
      : reporter === 'junit'
        ? kioskJunitReport(report)
        : kioskTextReport(report, createStyle(false));
  if (options.out) {
    const path = resolve(options.out);
    writeFileSync(path, rendered);
    output.info(`Report written to ${path} (${reporter}).`);
    if (output.json) output.document({ command: 'ui', ...report, out: path });
    else output.line(kioskSummaryLine(report, output.style));
  } else if (output.json) {
    output.document({ command: 'ui', ...report });
  } else if (reporter === 'text') {
    output.line(kioskSummaryLine(report, output.style));
  } else {
    io.stdout.write(rendered);
    output.info(kioskSummaryLine(report, output.errStyle));
  }

  if (report.ok) return EXIT.ok;
  const unreachable = results.every(
    (result) =>
      result.status !== 'passed' &&
      result.error?.code === 'PAGE_FAILED' &&
      /net::ERR/.test(result.error.message),
  );
  return unreachable ? EXIT.unreachable : EXIT.checkFailed;
};
