/**
 * The customer-data calls of §7 (docs/decisions/002 for paths, 011 for bodies), with the
 * conditions the spec attaches to them.
 */
import type {
  AccountsResponse,
  Customer,
  SwitchableAccounts,
  TransactionAccount,
  UnreadCount,
} from '../customer';
import { type ApiCall, defineCall } from './call';

/** §7: the customer call always embeds these. */
export const CUSTOMER_BASE_EMBEDS = ['all-persons', 'reference-accounts'] as const;
/** §7, §6: embedded for non-UK customers only. */
export const DATA_VALIDITY_EMBED = 'data-validity';

/**
 * §7 customer by id: `embed=all-persons,reference-accounts`, plus `data-validity` unless the
 * customer is a UK customer (who the customer is decides; see customer-embed.ts).
 * @example customerCall({ bacNumber: '0042', withDataValidity: true }).query.embed
 * // 'all-persons,reference-accounts,data-validity'
 */
export function customerCall(input: { bacNumber: string; withDataValidity: boolean }): ApiCall<Customer> {
  const embeds = [...CUSTOMER_BASE_EMBEDS, ...(input.withDataValidity ? [DATA_VALIDITY_EMBED] : [])];
  return defineCall('customer', {
    params: { bacNumber: input.bacNumber },
    query: { embed: embeds.join(',') },
  });
}

/**
 * §7 GET /accounts with `filter=customerId eq {customerNumber}` (transaction account service).
 * @example accountsCall({ customerNumber: '0042' }).query.filter // 'customerId eq 0042'
 */
export function accountsCall(input: { customerNumber: string }): ApiCall<AccountsResponse> {
  return defineCall('accounts', {
    query: { filter: `customerId eq ${input.customerNumber}` },
  });
}

/**
 * §7 GET /accounts/{accountId}?embed=balance.
 * @example accountCall({ accountId: 'TA-1' }).query // { embed: 'balance' }
 */
export function accountCall(input: { accountId: string }): ApiCall<TransactionAccount> {
  return defineCall('account', {
    params: { accountId: input.accountId },
    query: { embed: 'balance' },
  });
}

/**
 * §7 GET /threads/unread-count?customer_id={id}; §6: the customer id is the bacNumber.
 * @example unreadCountCall({ customerId: '0042' }).query // { customer_id: '0042' }
 */
export function unreadCountCall(input: { customerId: string }): ApiCall<UnreadCount> {
  return defineCall('unreadCount', { query: { customer_id: input.customerId } });
}

/**
 * §7 GET /public/users/{userId}/switchable-accounts. Made only when the minor-account-switch flag is
 * on and a user id exists: see `switchableAccountsCallIf`.
 * @example switchableAccountsCall({ userId: 'u-1' }).params // { userId: 'u-1' }
 */
export function switchableAccountsCall(input: { userId: string }): ApiCall<SwitchableAccounts> {
  return defineCall('switchableAccounts', { params: { userId: input.userId } });
}

/**
 * §7 condition: the switchable-accounts call exists only with flag umtEnableMinorAccountSwitch and a
 * user id; otherwise undefined (no call).
 * @example switchableAccountsCallIf({ umtEnableMinorAccountSwitch: false }, 'u-1') // undefined
 */
export function switchableAccountsCallIf(
  flags: { readonly umtEnableMinorAccountSwitch: boolean },
  userId: string | null | undefined,
): ApiCall<SwitchableAccounts> | undefined {
  const id = userId?.trim();
  return flags.umtEnableMinorAccountSwitch && id ? switchableAccountsCall({ userId: id }) : undefined;
}
