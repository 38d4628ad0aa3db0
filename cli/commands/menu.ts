/**
 * `portal-cli menu`: the navigation as core builds it (§2.3–§2.5, §6): the public header's
 * navigation and actions, or with `--private` the logged-in customer's navigation and account
 * menu, for the stored session's customer or for facts given with `--customer`. Only the session's
 * customer needs the session stack, so menu-session.ts is imported on that path alone.
 * `--site corporate` and `--site banking-as-a-service` show the headers of the two separate sites
 * (§2.4), which are English and public, as core builds them for their home pages.
 */

import { buildHeader, type HeaderModel } from '../../core/header';
import type { Locale } from '../../core/locale';
import { toPrefix } from '../../core/locale';
import type { NavItem, SubmenuItem } from '../../core/navigation';
import { navigationTapsOf, SUBMENU_ZONES } from '../../core/navigation';
import { BANKING_AS_A_SERVICE_PATHS, CORPORATE_PATHS, dashboardPath } from '../../core/routes';
import { type Context, parseLocaleOption } from '../context';
import { CliError } from '../errors';
import { EXIT } from '../exit-codes';
import type { Output } from '../output/output';
import { parseCustomerFacts } from '../portal/customer-facts';
import { loadTexts } from '../portal/load-texts';
import type { CommandRun } from '../program';

/** §2.4 the headers `menu` can show: the retail markets' and the two separate sites'. */
export type MenuSite = 'retail' | 'corporate' | 'banking-as-a-service';

/** Each separate site's home page: its header is the site's header (core/header `buildHeader`). */
const SITE_HOME: Record<Exclude<MenuSite, 'retail'>, string> = {
  corporate: CORPORATE_PATHS.home,
  'banking-as-a-service': BANKING_AS_A_SERVICE_PATHS.home,
};

/** The separate sites are English only (§2.4: `/en/corporate/`). */
const SITE_LOCALE: Locale = 'en';

export interface MenuOptions {
  readonly locale?: string;
  readonly site?: MenuSite;
  readonly private?: boolean;
  readonly customer?: string;
}

async function headerFor(
  context: Context,
  options: MenuOptions,
  locale: Locale,
): Promise<{ header: HeaderModel; source: string }> {
  const environment = context.environment();
  const common = {
    flags: environment.flags,
    config: await environment.headerConfig(),
    designVersion: 'v2' as const,
  };
  const site = options.site ?? 'retail';
  if (site !== 'retail') {
    if (options.private || options.customer)
      throw new CliError(
        'USAGE',
        `--site ${site} is a public site: it has no private menu.`,
        'Leave out --private and --customer.',
      );
    return {
      header: buildHeader({ ...common, pathname: SITE_HOME[site], authenticated: false }),
      source: `${site} site`,
    };
  }
  if (!options.private) {
    if (options.customer)
      throw new CliError(
        'USAGE',
        '--customer goes with --private.',
        'Add --private, or leave --customer out.',
      );
    return {
      header: buildHeader({ ...common, pathname: `/${toPrefix(locale)}/`, authenticated: false }),
      source: 'public',
    };
  }
  if (options.customer) {
    const facts = parseCustomerFacts(options.customer);
    return {
      header: buildHeader({
        ...common,
        pathname: dashboardPath(locale),
        authenticated: true,
        customer: facts.customer,
        access: facts.access,
      }),
      source: `facts: ${options.customer}`,
    };
  }
  // The session stack (core/api, auth, session, query-core) loads only here (design §8 cold start).
  const { sessionMenuHeader } = await import('./menu-session');
  return sessionMenuHeader(context, locale);
}

function itemLine(item: SubmenuItem): string {
  const target =
    'href' in item && item.href ? item.href : 'callback' in item && item.callback ? `(${item.callback})` : '';
  const kind = item.type === 'basic' ? '' : ` [${item.type}]`;
  return `${item.title}${kind}${target ? `  ${target}` : ''}${item.external ? ' ↗' : ''}`;
}

function printItem(output: Output, item: NavItem, indent: string) {
  const { style } = output;
  output.line(
    `${indent}${style.bold(item.title)}${item.href ? `  ${item.href}` : ''}${item.enableBadge ? style.yellow(' ●') : ''}`,
  );
  if (!item.subMenus) return;
  for (const zone of SUBMENU_ZONES) {
    const items = item.subMenus[zone];
    if (items.length === 0) continue;
    if (zone !== 'main') output.line(`${indent}  ${style.dim(`${zone}:`)}`);
    for (const sub of items) output.line(`${indent}  ${zone === 'main' ? '' : '  '}${itemLine(sub)}`);
  }
}

function siteLocale(site: Exclude<MenuSite, 'retail'>, requested: string | undefined): Locale {
  if (requested !== undefined && parseLocaleOption(requested) !== SITE_LOCALE)
    throw new CliError(
      'USAGE',
      `The ${site} site is English only; --locale ${requested} does not apply.`,
      'Leave out --locale, or use --locale en.',
    );
  return SITE_LOCALE;
}

export const menuCommand: CommandRun<MenuOptions> = async (context, options) => {
  const { output } = context;
  const environment = context.environment();
  const site = options.site ?? 'retail';
  const locale = site === 'retail' ? parseLocaleOption(options.locale) : siteLocale(site, options.locale);
  await loadTexts(locale);
  const { header, source } = await headerFor(context, options, locale);
  if (output.json) {
    output.document({
      ok: true,
      command: 'menu',
      environment: environment.name,
      locale,
      site,
      private: options.private === true,
      source,
      mode: header.mode,
      navigation: header.navigation,
      account: header.account ?? null,
      actions: header.actions,
      // §7 navigation taps: what each link pushes to analytics when used (decision 104).
      analytics: navigationTapsOf(header),
    });
    return EXIT.ok;
  }
  output.line(
    `${output.style.bold(header.navigationLabel || 'Navigation')} (${locale}, ${site !== 'retail' ? source : options.private ? `private, ${source}` : 'public'})`,
  );
  for (const item of header.navigation) printItem(output, item, '  ');
  if (header.account) {
    output.line('');
    output.line('Account menu');
    printItem(output, header.account, '  ');
  }
  if (header.actions.length > 0)
    output.line(`Actions: ${header.actions.map((action) => `${action.title}  ${action.href}`).join(' · ')}`);
  return EXIT.ok;
};
