import { describe, expect, it } from 'vitest';
import { TRANSACTION_ACCOUNT_STATES, type TransactionAccountState } from './account-states';
import { accountBalances, preferredTransactionAccount } from './accounts';
import { type TransactionAccount, transactionAccountSchema } from './schemas';

const account = (id: string, state: TransactionAccountState, extra: object = {}): TransactionAccount =>
  transactionAccountSchema.parse({ id, state, ...extra });

describe('preferred transaction account (§4 first active, suspended, closed or closing)', () => {
  it('takes the first account in list order whose state qualifies, the four states being equals', () => {
    const accounts = [account('a', 'REQUESTED'), account('b', 'CLOSED'), account('c', 'ACTIVE')];
    expect(preferredTransactionAccount(accounts)?.id).toBe('b');
  });

  it.each(['ACTIVE', 'SUSPENDED', 'CLOSED', 'CLOSING_IN_PROGRESS'] as const)('%s qualifies', (state) => {
    expect(preferredTransactionAccount([account('x', 'INITIATED'), account('y', state)])?.id).toBe('y');
  });

  it('never prefers INITIATED or REQUESTED accounts, and gives none for an empty list', () => {
    expect(
      preferredTransactionAccount([account('a', 'INITIATED'), account('b', 'REQUESTED')]),
    ).toBeUndefined();
    expect(preferredTransactionAccount([])).toBeUndefined();
  });

  it('covers every state of §4', () => {
    const preferred = TRANSACTION_ACCOUNT_STATES.filter((state) =>
      preferredTransactionAccount([account('a', state)]),
    );
    expect(preferred).toEqual(['ACTIVE', 'CLOSING_IN_PROGRESS', 'CLOSED', 'SUSPENDED']);
  });
});

describe('account balances as Money (§3 balance current, available, reserved)', () => {
  it('converts the balance to minor units in the account currency, EUR by default', () => {
    const balances = accountBalances(
      account('a', 'ACTIVE', { balance: { current: 1250.5, available: 1200.49 } }),
    );
    expect(balances).toEqual({
      current: { amountMinor: 125050, currency: 'EUR' },
      available: { amountMinor: 120049, currency: 'EUR' },
      reserved: { amountMinor: 0, currency: 'EUR' },
    });
    const gbp = account('b', 'ACTIVE', {
      currencyCode: 'GBP',
      balance: { current: -3, available: 0, reserved: 3 },
    });
    expect(accountBalances(gbp)?.current).toEqual({ amountMinor: -300, currency: 'GBP' });
  });

  it('has no balances without an embedded balance or in maintenance (§8 not available)', () => {
    expect(accountBalances(account('a', 'ACTIVE'))).toBeUndefined();
    const maintenance = account('b', 'ACTIVE', {
      isMaintenance: true,
      balance: { current: 1, available: 1 },
    });
    expect(accountBalances(maintenance)).toBeUndefined();
  });
});
