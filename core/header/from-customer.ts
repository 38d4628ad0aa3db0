/**
 * The header's input (§3 header customer data) from what the API loads: the customer, the preferred
 * transaction account with its balance, and the unread-message count. The header rules stay a
 * function of plain inputs; this is the one place that knows the wire shapes.
 */
import {
  accountBalances,
  type Customer,
  displayNameOf,
  formatIbanForDisplay,
  fullNameOf,
  moneyToDecimal,
  type TransactionAccount,
  toElectronicIban,
} from '../customer';
import type { BalanceInput, HeaderAccountIdInput, HeaderCustomerInput } from './inputs';

export interface HeaderSources {
  readonly customer: Customer;
  /** The preferred transaction account (core/customer preferredTransactionAccount), if any. */
  readonly account?: TransactionAccount;
  /** The account call's state: still loading, or failed (§8 fetch-balance-error texts). */
  readonly accountStatus: 'ok' | 'loading' | 'error';
  readonly unreadMessages?: number;
}

function balanceOf(sources: HeaderSources): BalanceInput {
  if (sources.accountStatus !== 'ok') return { status: sources.accountStatus };
  const account = sources.account;
  if (!account) return { status: 'error' };
  if (account.isMaintenance) return { status: 'maintenance' };
  const balances = accountBalances(account);
  if (!balances) return { status: 'error' };
  return {
    status: 'ok',
    current: moneyToDecimal(balances.current),
    available: moneyToDecimal(balances.available),
    currency: balances.current.currency,
  };
}

function accountIdsOf(account: TransactionAccount | undefined): HeaderAccountIdInput[] {
  if (!account) return [];
  const ids: HeaderAccountIdInput[] = [];
  if (account.iban) {
    ids.push({
      kind: 'iban',
      electronic: toElectronicIban(account.iban),
      display: formatIbanForDisplay(account.iban),
    });
  }
  if (account.sortCode && account.accountNumber) {
    ids.push({
      kind: 'sortCode',
      electronic: account.sortCode.replace(/\D/g, ''),
      display: account.sortCode,
    });
  }
  if (account.accountNumber) {
    ids.push({ kind: 'accountNumber', electronic: account.accountNumber, display: account.accountNumber });
  }
  return ids;
}

/**
 * @example headerCustomerInputOf({ customer, account, accountStatus: 'ok', unreadMessages: 2 }).balance.status // 'ok'
 */
export function headerCustomerInputOf(sources: HeaderSources): HeaderCustomerInput {
  const { customer } = sources;
  const parts = {
    academicTitleCode: customer.personalDetails?.academicTitleCode,
    firstName: customer.firstName,
    lastName: customer.lastName,
    fullName: customer.fullName,
  };
  return {
    state: customer.status,
    displayName: displayNameOf(parts),
    fullName: fullNameOf(parts),
    isCompanyCustomer: customer.isCompanyCustomer === true,
    ...(customer.distributorId ? { distributorId: customer.distributorId } : {}),
    isPendingActivation: customer.isPendingActivation === true,
    accountIds: accountIdsOf(sources.account),
    unreadMessages: sources.unreadMessages ?? 0,
    balance: balanceOf(sources),
  };
}
