/**
 * `portal-cli menu`: the navigation as core builds it (§2.3–§2.5, §6): the public header's
 * navigation and actions, or with `--private` the logged-in customer's navigation and account
 * menu, for the stored session's customer or for facts given with `--customer`. Only the session's
 * customer needs the session stack, so menu-session.ts is imported on that path alone.
 */

import { buildHeader, type HeaderModel } from '../../core/header';
import { loadTexts } from '../../core/i18n';
import type { Locale } from '../../core/locale';
import { textLocaleOf, toPrefix } from '../../core/locale';
import type { NavItem, SubmenuItem } from '../../core/navigation';
import { navigationTapsOf, SUBMENU_ZONES } from '../../core/navigation';
import { dashboardPath } from '../../core/routes';
import { type Context, parseLocaleOption } from '../context';
import { CliError } from '../errors';
import { EXIT } from '../exit-codes';
import type { Output } from '../output/output';
import { parseCustomerFacts } from '../portal/customer-facts';
import type { CommandRun } from '../program';

export interface MenuOptions {
  readonly locale?: string;
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
  // The session stack (core/api, auth, jose, query-core) loads only here (design §8 cold start).
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

export const menuCommand: CommandRun<MenuOptions> = async (context, options) => {
  const { output } = context;
  const environment = context.environment();
  const locale = parseLocaleOption(options.locale);
  await loadTexts(textLocaleOf(locale));
  const { header, source } = await headerFor(context, options, locale);
  if (output.json) {
    output.document({
      ok: true,
      command: 'menu',
      environment: environment.name,
      locale,
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
    `${output.style.bold(header.navigationLabel || 'Navigation')} (${locale}, ${options.private ? `private, ${source}` : 'public'})`,
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
