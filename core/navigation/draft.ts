/**
 * The menu catalogue before visibility rules: every entry a market's menu can hold, each marked with
 * the conditions (§6) under which it shows. Building the full catalogue first and filtering second
 * keeps each rule in one place and lets tests see what a rule removed.
 */
import type { SubmenuItem, SubmenuLayout } from './types';

/** §6 conditions an entry can require. */
export type Requirement =
  /** Logged-in customers only (My savings). */
  | 'customer'
  /** HAS_FIXED_DEPOSIT_ACCOUNT or HAS_FLEX_DEPOSIT_ACCOUNT. */
  | 'termAccount'
  /** HAS_OVERNIGHT_DEPOSIT_ACCOUNT. */
  | 'overnightAccount'
  /** HAS_NOTICE_DEPOSIT_ACCOUNT (by analogy with term and overnight; the spec is silent). */
  | 'noticeAccount'
  /** term_product_access or overnight_product_access, for customers; anonymous visitors see offers. */
  | 'offerAccess'
  /** Not a company customer (anonymous visitors count as private). */
  | 'privateCustomer'
  /** A company customer: business tax and deposit protection links. */
  | 'companyCustomer'
  /** The customer's distributor does not hide the finance knowledge menu. */
  | 'financeKnowledgeAllowed';

export interface Gated<T> {
  readonly value: T;
  readonly requires: readonly Requirement[];
}

export interface DraftSubmenu {
  readonly layout: SubmenuLayout;
  readonly top: readonly Gated<SubmenuItem>[];
  readonly main: readonly Gated<SubmenuItem>[];
  readonly sidebar: readonly Gated<SubmenuItem>[];
  readonly bottom: readonly Gated<SubmenuItem>[];
}

export interface DraftNavItem {
  readonly id: string;
  readonly title: string;
  readonly href?: string;
  readonly subMenus?: DraftSubmenu;
  readonly requires: readonly Requirement[];
}

/** Marks an entry with the conditions it needs. */
export function gate<T>(value: T, ...requires: Requirement[]): Gated<T> {
  return { value, requires };
}

/** A submenu with empty zones where none are given. */
export function draftSubmenu(
  layout: SubmenuLayout,
  zones: Partial<Omit<DraftSubmenu, 'layout'>>,
): DraftSubmenu {
  return { layout, top: [], main: [], sidebar: [], bottom: [], ...zones };
}

export function isExternalHref(href: string): boolean {
  return /^https:\/\//i.test(href);
}

/** A plain link entry (§2.5 basic). */
export function basic(id: string, title: string, href: string, icon?: string): SubmenuItem {
  return { id, type: 'basic', title, href, ...(icon ? { icon } : {}), ...external(href) };
}

/** A link with description and optional tag (§2.5 advanced). */
export function advanced(
  id: string,
  title: string,
  href: string,
  description: string,
  extra: { tag?: string; icon?: string; groupName?: string } = {},
): SubmenuItem {
  return { id, type: 'advanced', title, href, description, ...extra, ...external(href) };
}

/** A "see all" link (§2.5 arrow). */
export function arrow(id: string, title: string, href: string): SubmenuItem {
  return { id, type: 'arrow', title, href, ...external(href) };
}

function external(href: string): { external?: true } {
  return isExternalHref(href) ? { external: true } : {};
}
