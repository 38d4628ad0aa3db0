/**
 * Transaction-account rules of §4: which account is the customer's preferred one and its balances.
 */
import { PREFERRED_ACCOUNT_STATES, type TransactionAccountState } from './account-states';
import { type Money, moneyFromDecimal } from './money';
import type { TransactionAccount } from './schemas';

const preferredStates: ReadonlySet<TransactionAccountState> = new Set(PREFERRED_ACCOUNT_STATES);

/**
 * §4 "the first active, suspended, closed or closing account is preferred": the first account, in the
 * order the server lists them, whose state is ACTIVE, SUSPENDED, CLOSED or CLOSING_IN_PROGRESS. The four
 * states are equals (an earlier CLOSED account wins over a later ACTIVE one); INITIATED and REQUESTED
 * accounts are never preferred. Undefined when no account qualifies.
 * @example preferredTransactionAccount([{ state: 'REQUESTED', … }, { state: 'CLOSED', … }]) // the CLOSED one
 */
export function preferredTransactionAccount<T extends Pick<TransactionAccount, 'state'>>(
  accounts: readonly T[],
): T | undefined {
  return accounts.find((account) => preferredStates.has(account.state));
}

export interface AccountBalances {
  readonly current: Money;
  readonly available: Money;
  readonly reserved: Money;
}

/**
 * The balances of an account as Money in its currency (EUR by default); a missing reserved amount is 0.
 * Undefined when the account carries no balance (not embedded, or in maintenance: §8 shows "not
 * available" then, never a zero that looks real).
 * @example accountBalances(account)?.available // { amountMinor: 120050, currency: 'EUR' }
 */
export function accountBalances(
  account: Pick<TransactionAccount, 'balance' | 'currencyCode' | 'isMaintenance'>,
): AccountBalances | undefined {
  const { balance } = account;
  if (!balance || account.isMaintenance) return undefined;
  const currency = account.currencyCode;
  return {
    current: moneyFromDecimal(balance.current, currency),
    available: moneyFromDecimal(balance.available, currency),
    reserved: moneyFromDecimal(balance.reserved ?? 0, currency),
  };
}
