/**
 * `portal-cli check`: one suite per locale (login, session probe, refresh, markets, menu, logout),
 * the locales in parallel, each check with `--timeout` and `--retries`. One line per finished check
 * while it runs (Ink's `<Static>` on a terminal, plain lines elsewhere, design §6), then the report
 * as `--reporter text|json|junit`, to stdout or `--out FILE`. Exit 1 when a check failed.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locale } from '../../core/locale';
import { parseLocale, SUPPORTED_LOCALES, toPrefix } from '../../core/locale';
import { createCheckProgress } from '../check/progress';
import { jsonReport, junitReport, resultLine, summaryLine, textReport } from '../check/reporters';
import { runSuite } from '../check/suite';
import { CHECK_NAMES, type CheckReport, type CheckResult } from '../check/types';
import type { CommandRun } from '../context';
import { CliError } from '../errors';
import { EXIT } from '../exit-codes';
import { prepareInkColour } from '../output/ink-colour';
import { createStyle } from '../output/style';
import { jsonText } from '../output/terminal-text';
import { requireConfigured } from '../portal/environment-readiness';
import { loginCredentials } from './login-credentials';

export interface CheckOptions {
  readonly locale?: string;
  readonly email?: string;
  readonly passwordStdin?: boolean;
  readonly otp?: string;
  readonly retries?: string;
  readonly timeout?: string;
  readonly reporter?: 'text' | 'json' | 'junit';
  readonly out?: string;
}

function localesOf(text: string | undefined): Locale[] {
  if (!text) return [...SUPPORTED_LOCALES];
  const locales: Locale[] = [];
  for (const item of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const locale = parseLocale(item);
    if (!locale)
      throw new CliError(
        'USAGE',
        `--locale: "${item}" is not a supported locale.`,
        `Use a comma-separated list of: ${SUPPORTED_LOCALES.map(toPrefix).join(', ')}.`,
      );
    if (!locales.includes(locale)) locales.push(locale);
  }
  if (locales.length === 0) throw new CliError('USAGE', '--locale names no locale.');
  return locales;
}

function count(value: string | undefined, name: string, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min)
    throw new CliError('USAGE', `${name} must be a number of at least ${min}, not "${value}".`);
  return parsed;
}

export const checkCommand: CommandRun<CheckOptions> = async (context, options) => {
  const { output, io } = context;
  const environment = await context.environment();
  const locales = localesOf(options.locale);
  const retries = Math.floor(count(options.retries, '--retries', 0, 0));
  const timeoutMs = count(options.timeout, '--timeout', 20, 0.1) * 1000;
  const reporter = output.json ? 'json' : (options.reporter ?? 'text');
  // §7: every check talks to all three hosts and logs in; what a remote environment lacks is said
  // before anything is asked or sent.
  requireConfigured(environment, ['authHost', 'portalOrigin', 'apiOrigin', 'captchaToken']);

  const { email, password, source } = await loginCredentials(io, environment, options);
  if (source === 'sandbox-demo')
    output.info(`No --email: checking with the sandbox's demo persona ${email}.`);
  const oneTimeCode = options.otp?.trim() || io.env.PORTAL_OTP?.trim() || undefined;

  await context.connect();
  const fetch = await context.fetch();
  const header = await environment.headerConfig();
  // Validated now, so a bad marketDomains is a configuration error before any check runs.
  await environment.marketDomains();
  const startedAt = new Date();
  const started = performance.now();

  // Where the live lines go: stdout when the report is text on stdout, stderr otherwise.
  const reportToStdout = !options.out;
  const linesToStdout = !output.json && (!reportToStdout || reporter === 'text');
  const live = linesToStdout && output.interactive;
  const progress = createCheckProgress(locales.length * CHECK_NAMES.length);
  let view: { finish(): Promise<void> } | undefined;
  if (live) {
    prepareInkColour(output.style.enabled);
    const { renderCheckProgress } = await import('../ui/render-check-progress');
    view = renderCheckProgress(progress, io);
  }
  const printed: CheckResult[] = [];
  const onResult = (result: CheckResult) => {
    progress.finished(result);
    printed.push(result);
    if (live) return;
    if (linesToStdout) output.line(resultLine(result, output.style));
    else output.info(resultLine(result, output.errStyle));
  };

  // Ctrl-C: the running checks finish, the rest are skipped, every session opened is logged out
  // (each suite's clean-up), and the partial report and summary are written; exit 130.
  const { interrupts } = context;
  interrupts.handle();
  interrupts.signal.addEventListener(
    'abort',
    () =>
      output.info(
        'Interrupted: the running checks finish, the sessions they opened are logged out and the report is written. Ctrl-C again quits at once.',
      ),
    { once: true },
  );
  if (!output.json && !live)
    output.info(
      `Checking ${locales.length} locale${locales.length === 1 ? '' : 's'} on ${environment.name} (${environment.region}) as ${email}…`,
    );
  const suites = await Promise.all(
    locales.map((locale) =>
      runSuite({
        environment,
        header,
        locale,
        fetch,
        logger: context.logger,
        email: email!,
        password,
        oneTimeCode,
        retries,
        timeoutMs,
        onResult,
        onStart: (where, name) => progress.started(where, name),
        interrupted: interrupts.signal,
      }),
    ),
  );
  await view?.finish();

  const all = suites.flatMap((suite) => suite.checks);
  const interrupted = interrupts.signal.aborted;
  const report: CheckReport = {
    ok: !interrupted && suites.every((suite) => suite.ok),
    ...(interrupted ? { interrupted } : {}),
    environment: environment.name,
    region: environment.region,
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(performance.now() - started),
    summary: {
      passed: all.filter((check) => check.status === 'passed').length,
      failed: all.filter((check) => check.status === 'failed').length,
      skipped: all.filter((check) => check.status === 'skipped').length,
    },
    suites,
  };

  const rendered =
    reporter === 'json'
      ? jsonReport(report)
      : reporter === 'junit'
        ? junitReport(report)
        : textReport(report, output.style);
  if (options.out) {
    const path = resolve(options.out);
    writeFileSync(path, reporter === 'text' ? textReport(report, createStyle(false)) : rendered);
    output.info(`Report written to ${path} (${reporter}).`);
    if (output.json) output.document({ ...report, command: 'check', out: path });
    else output.line(summaryLine(report, output.style));
  } else if (reporter === 'text') {
    // The lines were printed as the checks finished; the summary closes them.
    output.line(summaryLine(report, output.style));
  } else if (output.json) {
    output.document({ command: 'check', ...report });
  } else {
    io.stdout.write(reporter === 'json' ? jsonText(rendered) : rendered);
    output.info(summaryLine(report, output.errStyle));
  }

  if (interrupted) return interrupts.exitCode();
  if (report.ok) return EXIT.ok;
  const logins = all.filter((check) => check.name === 'login');
  const unreachable = logins.length > 0 && logins.every((check) => check.error?.code === 'UNREACHABLE');
  return unreachable ? EXIT.unreachable : EXIT.checkFailed;
};
