/**
 * `portal-cli menu`: the navigation as core builds it (§2.3–§2.5, §6): the public header's
 * navigation and actions, or with `--private` the logged-in customer's navigation and account
 * menu, for the stored session's customer or for facts given with `--customer`. Only the session's
 * customer needs the session stack, so menu-session.ts is imported on that path alone.
 * `--site corporate` and `--site banking-as-a-service` show the headers of the two separate sites
 * (§2.4), which are English and public, as core builds them for their home pages.
 */

import { buildHeader, type HeaderModel } from '../../core/header';
import { createTranslator, type Translator } from '../../core/i18n';
import type { Locale } from '../../core/locale';
import { toPrefix } from '../../core/locale';
import type { NavItem, SubmenuItem } from '../../core/navigation';
import { navigationTapsOf, SUBMENU_ZONES } from '../../core/navigation';
import { BANKING_AS_A_SERVICE_PATHS, CORPORATE_PATHS, dashboardPath } from '../../core/routes';
import { type CommandRun, type Context, parseLocaleOption } from '../context';
import { CliError } from '../errors';
import { EXIT } from '../exit-codes';
import type { Output } from '../output/output';
import { parseCustomerFacts } from '../portal/customer-facts';
import { loadTexts } from '../portal/load-texts';

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
  const environment = await context.environment();
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

/** The listing's own words (the header's parts by name) in the menu's language (core/i18n). */
const ZONE_KEYS = {
  top: 'portalPages:menuZone_top',
  sidebar: 'portalPages:menuZone_sidebar',
  bottom: 'portalPages:menuZone_bottom',
} as const;
const ITEM_TYPE_KEYS = {
  advanced: 'portalPages:menuItemType_advanced',
  text: 'portalPages:menuItemType_text',
  image: 'portalPages:menuItemType_image',
  arrow: 'portalPages:menuItemType_arrow',
} as const;
/** A link's named action (§3 `callback`) as the portal's menu says it. */
const CALLBACK_KEYS = { logout: 'common:logout' } as const;

function itemLine(item: SubmenuItem, { t }: Translator): string {
  const target =
    'href' in item && item.href
      ? item.href
      : 'callback' in item && item.callback
        ? `(${t(CALLBACK_KEYS[item.callback])})`
        : '';
  const kind = item.type === 'basic' ? '' : ` [${t(ITEM_TYPE_KEYS[item.type])}]`;
  return `${item.title}${kind}${target ? `  ${target}` : ''}${item.external ? ' ↗' : ''}`;
}

function printItem(output: Output, item: NavItem, indent: string, translator: Translator) {
  const { style } = output;
  output.line(
    `${indent}${style.bold(item.title)}${item.href ? `  ${item.href}` : ''}${item.enableBadge ? style.yellow(' ●') : ''}`,
  );
  if (!item.subMenus) return;
  for (const zone of SUBMENU_ZONES) {
    const items = item.subMenus[zone];
    if (items.length === 0) continue;
    if (zone !== 'main') output.line(`${indent}  ${style.dim(`${translator.t(ZONE_KEYS[zone])}:`)}`);
    for (const sub of items)
      output.line(`${indent}  ${zone === 'main' ? '' : '  '}${itemLine(sub, translator)}`);
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
  const environment = await context.environment();
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
  // stdout is the menu as the portal says it, in its language; where it came from is for the
  // operator, on stderr.
  const translator = createTranslator(locale);
  const { t } = translator;
  output.info(`Menu of ${source}, ${environment.name}:`);
  output.line(
    // The separate sites are English and named as they are (§2.4).
    `${output.style.bold(header.navigationLabel)} (${locale}, ${site !== 'retail' ? source : t(options.private ? 'portalPages:menuPrivate' : 'portalPages:menuPublic')})`,
  );
  for (const item of header.navigation) printItem(output, item, '  ', translator);
  if (header.account) {
    output.line('');
    output.line(t('portalPages:menuAccount'));
    printItem(output, header.account, '  ', translator);
  }
  if (header.actions.length > 0)
    output.line(
      `${t('portalPages:menuActions')}: ${header.actions.map((action) => `${action.title}  ${action.href}`).join(' · ')}`,
    );
  return EXIT.ok;
};
