/**
 * `portal-cli markets`: the country picker as core builds it (§2.6: labels in the viewer's
 * language, sorted, links by domain and flags, hidden markets left out), for a design version:
 * `--version`, or the one the portal would show (§9 theme rule: v2 where it is forced, else v1
 * for a visitor who has not chosen). `--check` requests every market link on the environment and
 * reports each status. The local environment's site is the built web portal, which the sandbox
 * does not serve: unless `marketDomains` names a site, `--check` serves web/dist itself (building
 * it when it is missing or stale), as `ui` does, and checks the links on it.
 */
import { resolveTheme } from '../../core/config';
import {
  type CountryPickerOption,
  countryPickerModel,
  type DesignVersion,
  type MarketDomains,
} from '../../core/markets';
import { type CommandRun, type Context, parseLocaleOption } from '../context';
import { CliError } from '../errors';
import { EXIT } from '../exit-codes';
import { checkLink, type LinkResult } from '../portal/link-check';
import { loadTexts } from '../portal/load-texts';

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

/** The built web portal on a loopback port of its own, for the whole command: its origin for every market. */
async function serveLocalSite(context: Context): Promise<MarketDomains> {
  const { ensureWebBuild, WEB_DIST } = await import('../browser/web-build');
  const { serveWebDist } = await import('../browser/static-server');
  await ensureWebBuild({ log: (line) => context.output.info(line) });
  const site = await serveWebDist(WEB_DIST);
  context.onCleanup(() => site.close());
  context.output.info(
    `Checking the market links on the built web portal, served at ${site.origin} for this command (set marketDomains for the local environment to check another site).`,
  );
  return { shared: site.origin, nl: site.origin, gb: site.origin };
}

export const marketsCommand: CommandRun<MarketsOptions> = async (context, options) => {
  const { output } = context;
  const environment = await context.environment();
  const locale = parseLocaleOption(options.locale);
  // Loaded side by side: the country picker's words (all of them in the markets namespace) and
  // core/markets (a dynamic import).
  const [, configured] = await Promise.all([loadTexts(locale, ['markets']), environment.marketDomains()]);
  const servesItself =
    options.check === true &&
    environment.embedded &&
    configured.shared === environment.config.services.portal;
  const domains = servesItself ? await serveLocalSite(context) : configured;
  const theme = resolveTheme({ locale, environment: environment.name, flags: environment.flags });
  const version = options.version ?? theme.theme;
  // Why this version: asked for, forced (§9: flag, environment or locale), or the default of a visitor who has not chosen.
  const why = options.version
    ? 'asked for'
    : theme.forcedBy
      ? `forced by the ${theme.forcedBy}`
      : 'not chosen';
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
        theme: { forcedBy: options.version ? null : (theme.forcedBy ?? null) },
        locale,
        heading: model.heading,
        current: model.current?.key ?? null,
        markets: entries,
      });
      return EXIT.ok;
    }
    output.line(
      `${style.bold(model.heading)} (${version}, ${why}; ${locale}, ${environment.name}): ${entries.length} markets`,
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
  const fetch = await context.fetch();
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
