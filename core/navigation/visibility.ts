/**
 * §6 menu visibility: turns the catalogue into what one visitor sees. Entries whose requirements are
 * not met are removed; a group left without any link is removed with them, so no empty dropdown is
 * ever rendered.
 */
import { financeKnowledgeHidden } from './config';
import type { DraftNavItem, DraftSubmenu, Gated, Requirement } from './draft';
import type { NavigationContext } from './inputs';
import type { NavItem, Submenu, SubmenuItem } from './types';

/**
 * The §6 rule for each requirement, for this visitor.
 * @example requirementMet({ ...ctx, customer: undefined }, 'offerAccess') // true: anonymous visitors see offers
 */
export function requirementMet(
  ctx: Omit<NavigationContext, 'locale' | 'flags'>,
  requirement: Requirement,
): boolean {
  const access = ctx.access ?? {};
  const customer = ctx.customer;
  switch (requirement) {
    case 'customer':
      return customer !== undefined;
    case 'termAccount':
      return access.HAS_FIXED_DEPOSIT_ACCOUNT === true || access.HAS_FLEX_DEPOSIT_ACCOUNT === true;
    case 'overnightAccount':
      return access.HAS_OVERNIGHT_DEPOSIT_ACCOUNT === true;
    case 'noticeAccount':
      return access.HAS_NOTICE_DEPOSIT_ACCOUNT === true;
    case 'offerAccess':
      return (
        customer === undefined ||
        access.term_product_access === true ||
        access.overnight_product_access === true
      );
    case 'privateCustomer':
      return customer?.isCompanyCustomer !== true;
    case 'companyCustomer':
      return customer?.isCompanyCustomer === true;
    case 'financeKnowledgeAllowed':
      return !financeKnowledgeHidden(ctx.config, customer?.distributorId);
  }
}

/** Applies §6 to a catalogue. */
export function applyVisibility(
  drafts: readonly DraftNavItem[],
  ctx: Omit<NavigationContext, 'locale' | 'flags'>,
): NavItem[] {
  const met = (requires: readonly Requirement[]) => requires.every((r) => requirementMet(ctx, r));
  const items: NavItem[] = [];
  for (const draft of drafts) {
    if (!met(draft.requires)) continue;
    const subMenus = draft.subMenus && filterSubmenu(draft.subMenus, met);
    if (draft.subMenus && (!subMenus || !hasLink(subMenus))) continue;
    items.push({
      id: draft.id,
      title: draft.title,
      ...(draft.href ? { href: draft.href } : {}),
      ...(subMenus ? { subMenus } : {}),
      enableBadge: false,
    });
  }
  return items;
}

function filterSubmenu(submenu: DraftSubmenu, met: (r: readonly Requirement[]) => boolean): Submenu {
  const keep = (entries: readonly Gated<SubmenuItem>[]) =>
    entries.filter((e) => met(e.requires)).map((e) => e.value);
  return {
    layout: submenu.layout,
    top: keep(submenu.top),
    main: keep(submenu.main),
    sidebar: keep(submenu.sidebar),
    bottom: keep(submenu.bottom),
  };
}

/** Every link of a submenu, zone by zone (top, main, sidebar, bottom). */
export function submenuItems(submenu: Submenu): SubmenuItem[] {
  return [...submenu.top, ...submenu.main, ...submenu.sidebar, ...submenu.bottom];
}

function hasLink(submenu: Submenu): boolean {
  return submenuItems(submenu).some((item) => item.type !== 'text');
}
