/**
 * `portal-cli markets`: the country picker as core builds it (§2.6: labels in the viewer's
 * language, sorted, links by domain and flags, hidden markets left out), for a design version.
 * `--check` requests every market link on the environment and reports each status.
 */
import { type CountryPickerOption, countryPickerModel, type DesignVersion } from '../../core/markets';
import { parseLocaleOption } from '../context';
import { CliError } from '../errors';
import { EXIT } from '../exit-codes';
import { checkLink, type LinkResult } from '../portal/link-check';
import { loadTexts } from '../portal/load-texts';
import type { CommandRun } from '../program';

export interface MarketsOptions {
  readonly version?: DesignVersion;
  readonly locale?: string;
  readonly check?: boolean;
  readonly timeout?: string;
}

function entryOf(option: CountryPickerOption) {
  return {
    key: option.key,
    label: option.label,
    locale: option.locale,
    preferredLocale: option.preferredLocale,
    link: option.link,
    flag: option.flag,
    hreflang: option.hreflang,
    redirectTarget: option.redirectTarget,
    current: option.current,
  };
}

function statusText(result: LinkResult): string {
  return 'status' in result ? `HTTP ${result.status}` : result.error;
}

export const marketsCommand: CommandRun<MarketsOptions> = async (context, options) => {
  const { output } = context;
  const environment = context.environment();
  const locale = parseLocaleOption(options.locale);
  // Both are dynamic imports (the language's texts, core/markets): loaded side by side.
  const [, domains] = await Promise.all([loadTexts(locale), environment.marketDomains()]);
  const version = options.version ?? 'v2';
  const model = countryPickerModel({
    version,
    viewerLocale: locale,
    currentLocale: locale,
    domains,
    flags: environment.flags,
  });
  const entries = model.options.map(entryOf);
  const { style } = output;

  if (!options.check) {
    if (output.json) {
      output.document({
        ok: true,
        command: 'markets',
        environment: environment.name,
        version,
        locale,
        heading: model.heading,
        current: model.current?.key ?? null,
        markets: entries,
      });
      return EXIT.ok;
    }
    output.line(
      `${style.bold(model.heading)} (${version}, ${locale}, ${environment.name}): ${entries.length} markets`,
    );
    const width = Math.max(...entries.map((entry) => entry.label.length));
    for (const entry of entries)
      output.line(
        `  ${entry.current ? style.green('●') : ' '} ${entry.label.padEnd(width)}  ${entry.locale.padEnd(6)} ${entry.link}`,
      );
    return EXIT.ok;
  }

  const timeoutSeconds = options.timeout === undefined ? 10 : Number(options.timeout);
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0)
    throw new CliError('USAGE', `--timeout must be a positive number of seconds, not "${options.timeout}".`);
  await context.connect();
  const fetch = await context.fetch();
  if (environment.embedded && domains.shared === environment.config.services.portal)
    output.info(
      'The sandbox serves no marketing pages, so its market links answer 404; set marketDomains for the local environment to check a running site.',
    );
  // Distinct links only: several markets may share one (a unified domain).
  const links = [...new Set(entries.map((entry) => entry.link))];
  const results = new Map<string, LinkResult>();
  await Promise.all(
    links.map(async (link) => {
      const result = await checkLink(fetch, link, timeoutSeconds * 1000);
      results.set(link, result);
      for (const entry of entries.filter((item) => item.link === link))
        output.line(
          `${result.ok ? style.green('✓') : style.red('✗')} ${statusText(result).padEnd(8)} ${entry.label} ${link} ${style.dim(`${result.durationMs} ms`)}`,
        );
    }),
  );
  const checked = entries.map((entry) => ({ ...entry, check: results.get(entry.link)! }));
  const failed = checked.filter((entry) => !entry.check.ok);
  if (output.json)
    output.document({
      ok: failed.length === 0,
      command: 'markets --check',
      environment: environment.name,
      version,
      locale,
      markets: checked,
      failed: failed.map((entry) => entry.key),
    });
  else
    output.line(
      failed.length === 0
        ? `${style.green('✓')} All ${checked.length} market links answered.`
        : `${style.red('✗')} ${failed.length} of ${checked.length} market links failed: ${failed.map((entry) => entry.label).join(', ')}.`,
    );
  return failed.length === 0 ? EXIT.ok : EXIT.checkFailed;
};
