/**
 * The `product` query parameter (§2.1): after login the page "redirects accordingly". The value is
 * input, so it is never used as a URL: it is looked up in this table of known products, each mapped
 * to a route of core/routes, and anything else goes to the dashboard (security.md 1).
 *
 * The spec does not print product ids; these reuse its own vocabulary (§3 deposit types and
 * "Pom product flags", §6 flex deposit flag). See docs/decisions/014-redirects.md.
 */
import type { Flags } from '../config';
import type { Locale } from '../locale';
import {
  dashboardPath,
  noticeDepositsPath,
  overnightDepositsPath,
  termDepositsPath,
  wealthManagementDashboardPath,
} from '../routes';

export type ProductFlags = Pick<Flags, 'dbtShowNewMyDepositsPage'>;

type Destination = (locale: Locale, flags: ProductFlags) => string;

/**
 * Investment products have no product-specific page in the spec (§2.3); the investments overview
 * lists every product instance, so that is where they land.
 */
const investments: Destination = (locale) => wealthManagementDashboardPath(locale);

const DESTINATIONS = {
  /** Term (fixed) deposits, §3 deposit type `term_deposit`. */
  term_deposit: termDepositsPath,
  /** Flexible deposits are shown with term deposits (§6: term links need the fixed or flex flag). */
  flex_deposit: termDepositsPath,
  /** Overnight (easy-access) deposits, §3 deposit type `overnight_account`. */
  overnight_account: overnightDepositsPath,
  /** Notice deposits, §3 deposit type `notice_account`; only the legacy page exists (§2.3). */
  notice_account: () => noticeDepositsPath(),
  /** Discretionary wealth management, §3 Pom flag `dwm`. */
  dwm: investments,
  /** Robo wealth management (§1, portfolio templates ROBO30…100). */
  robo: investments,
  private_equity: investments,
  crypto: investments,
  etf_configurator: investments,
  /** The pension ETF product (§2.1), §3 Pom flag `pension`. */
  pension: investments,
} satisfies Record<string, Destination>;

export type ProductId = keyof typeof DESTINATIONS;

export const PRODUCT_IDS = Object.keys(DESTINATIONS) as readonly ProductId[];

/**
 * Reads a `product` value; ids are matched without regard to case or surrounding spaces.
 * @example parseProductId('Term_Deposit') // 'term_deposit'
 * @example parseProductId('https://evil.example') // undefined
 */
export function parseProductId(input: string | null | undefined): ProductId | undefined {
  const id = input?.trim().toLowerCase();
  return id && Object.hasOwn(DESTINATIONS, id) ? (id as ProductId) : undefined;
}

/**
 * Where a `product` value leads after login: its known route, or the dashboard for anything unknown.
 * @example productDestination('overnight_account', 'de-DE', { dbtShowNewMyDepositsPage: true })
 * // '/de-de/dashboard/savings/overnight/'
 * @example productDestination('//evil.example', 'de-DE', flags) // '/de-de/dashboard/'
 */
export function productDestination(
  input: string | null | undefined,
  locale: Locale,
  flags: ProductFlags,
): string {
  const id = parseProductId(input);
  return id ? DESTINATIONS[id](locale, flags) : dashboardPath(locale);
}
