/**
 * What `login` reports about the customer: who it is and the header the portal would
 * show after the login (name, balances, unread messages). The data comes through core's API client
 * (cached by the login's own load, so nothing is requested twice) and the header is core's
 * `buildHeader`; this file only picks the parts a terminal prints.
 */
import { type CustomerData, countryHintOf, loadCustomerData } from '../../core/api';
import { privateHeaderInputOf } from '../../core/customer-data';
import { buildHeader, DEFAULT_CURRENCY, type HeaderModel } from '../../core/header';
import { createTranslator } from '../../core/i18n';
import type { Locale } from '../../core/locale';
import { dashboardPath } from '../../core/routes';
import { decimalAmount } from '../output/money';
import type { Portal } from './portal';

export interface BalanceSummary {
  readonly label: string;
  /** Formatted for the locale, e.g. "12.345,67 €". */
  readonly amount: string;
  /** A decimal string in the currency's major unit, e.g. "12345.67" (output/money.ts). */
  readonly value: string;
  readonly currency: string;
}

export interface HeaderSummary {
  readonly displayName: string;
  readonly fullName: string;
  /** §3 the customer status as the server sends it (`Active`). */
  readonly state: string;
  /** The status in the portal's language where the portal knows it ("Aktiv"), else as sent. */
  readonly stateText: string;
  readonly balances:
    | { readonly status: 'shown'; readonly total: BalanceSummary; readonly available: BalanceSummary }
    | { readonly status: 'not-available'; readonly title: string; readonly tooltip: string }
    | { readonly status: 'hidden' };
  readonly unreadMessages: number;
  /** The portal's words for it in the session's locale: "2 ungelesene Nachrichten". */
  readonly unreadMessagesText: string;
  readonly showUnreadBadge: boolean;
}

/** §3 switchable account (§6 minor account switch): a customer the session may switch to. */
export interface SwitchableSummary {
  readonly customerId: string;
  readonly name: string;
}

export interface CustomerSummary {
  readonly customerNumber: string;
  readonly header: HeaderSummary | undefined;
  /** §6 the minors' accounts the customer may switch to (flag umtEnableMinorAccountSwitch); empty without. */
  readonly switchableAccounts: readonly SwitchableSummary[];
  /** Parts of the customer data that failed to load (§8: logged only, never fatal). */
  readonly failedParts: readonly string[];
}

/**
 * The private header for the loaded data, as the dashboard would show it: the customer's facts,
 * menus and partner logo come from core/customer-data's `privateHeaderInputOf`, the mapping the
 * web portal's shell uses, so `menu --private` and the browser show one account menu (decision 140).
 */
export function privateHeaderOf(portal: Portal, data: CustomerData): HeaderModel {
  return buildHeader({
    pathname: dashboardPath(portal.locale),
    authenticated: true,
    flags: portal.environment.flags,
    config: portal.header,
    designVersion: 'v2',
    ...privateHeaderInputOf(data),
  });
}

/** Loads (from the cache where the login put it) what the dashboard loads. */
export function loadSessionCustomerData(portal: Portal): Promise<CustomerData> | undefined {
  const identity = portal.identity.get();
  if (!identity.customerNumber) return undefined;
  return loadCustomerData(portal.api, {
    customerNumber: identity.customerNumber,
    userId: identity.userId,
    locale: portal.locale,
    flags: portal.environment.flags,
    countryHint: countryHintOf(portal.environment.region, identity.country),
    logger: portal.ports.logger,
  });
}

const CUSTOMER_STATE_KEYS = {
  Active: 'portalPages:customerState_Active',
  PendingActivation: 'portalPages:customerState_PendingActivation',
} as const;

/**
 * §3 the customer status in the locale's language; a status the portal does not know is shown as
 * the server sent it.
 * @example customerStateText('de-DE', 'Active') // 'Aktiv'
 */
export function customerStateText(locale: Locale, state: string): string {
  if (!Object.hasOwn(CUSTOMER_STATE_KEYS, state)) return state;
  return createTranslator(locale).t(CUSTOMER_STATE_KEYS[state as keyof typeof CUSTOMER_STATE_KEYS]);
}

/**
 * The unread-messages text of the header in the locale's language, with its plural (core/i18n).
 * @example unreadMessagesText('de-DE', 2) // '2 ungelesene Nachrichten'
 */
export function unreadMessagesText(locale: Locale, count: number): string {
  return createTranslator(locale).t('common:unreadMessages', { count });
}

function summaryOfHeader(header: HeaderModel, data: CustomerData, locale: Locale): HeaderSummary | undefined {
  const customer = header.customer;
  if (!customer) return undefined;
  const strip = header.balanceStrip;
  const unreadMessages = data.unreadCount.status === 'loaded' ? data.unreadCount.value : 0;
  const balance = privateHeaderInputOf(data).customer?.balance;
  const currency = (balance?.status === 'ok' && balance.currency) || DEFAULT_CURRENCY;
  const amount = (value: { label: string; amount: string; value: number }): BalanceSummary => ({
    label: value.label,
    amount: value.amount,
    value: decimalAmount(value.value, currency),
    currency,
  });
  return {
    displayName: customer.displayName,
    fullName: customer.fullName,
    state: customer.state,
    stateText: customerStateText(locale, customer.state),
    balances:
      strip.kind === 'balances'
        ? { status: 'shown', total: amount(strip.totalBalance), available: amount(strip.availableBalance) }
        : strip.kind === 'unavailable'
          ? { status: 'not-available', title: strip.message.title, tooltip: strip.message.tooltipText }
          : { status: 'hidden' },
    unreadMessages,
    unreadMessagesText: unreadMessagesText(locale, unreadMessages),
    showUnreadBadge: customer.showUnreadMessage,
  };
}

/**
 * @example const summary = await customerSummary(portal); summary.header?.displayName // 'Dr. Erika Mustermann'
 */
export async function customerSummary(portal: Portal): Promise<CustomerSummary | undefined> {
  const loading = loadSessionCustomerData(portal);
  const customerNumber = portal.identity.customerNumber();
  if (!loading || !customerNumber) return undefined;
  const data = await loading;
  const failedParts = Object.entries(data)
    .filter(([, part]) => (part as { status: string }).status === 'failed')
    .map(([name]) => name);
  const switchable = data.switchableAccounts.status === 'loaded' ? data.switchableAccounts.value : [];
  return {
    customerNumber,
    header: summaryOfHeader(privateHeaderOf(portal, data), data, portal.locale),
    switchableAccounts: switchable
      .filter((account) => account.customer_id !== customerNumber)
      .map((account) => ({
        customerId: account.customer_id,
        name: `${account.first_name} ${account.last_name}`.trim(),
      })),
    failedParts,
  };
}
