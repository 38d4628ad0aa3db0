import { describe, expect, it } from 'vitest';
import type { Customer, TransactionAccount } from '../customer';
import { headerCustomerInputOf } from '.';

const customer: Customer = {
  id: '0012345',
  status: 'Active',
  firstName: 'Erika',
  lastName: 'Mustermann',
  personalDetails: { academicTitleCode: 'DR' },
  distributorId: 'D1',
};
const account = {
  id: 'acc-1',
  accountNumber: '1234567890',
  state: 'ACTIVE',
  iban: 'DE89370400440532013000',
  currencyCode: 'EUR',
  balance: { current: 1234.56, available: 1000 },
} as TransactionAccount;

describe('header customer data from the loaded customer (§3, §4, §8)', () => {
  it('builds names, account ids in electronic and display form, unread count and balances', () => {
    const input = headerCustomerInputOf({ customer, account, accountStatus: 'ok', unreadMessages: 2 });
    expect(input.displayName).toBe('Erika Mustermann');
    expect(input.fullName).toBe('Dr. Erika Mustermann');
    expect(input.distributorId).toBe('D1');
    expect(input.accountIds[0]).toEqual({
      kind: 'iban',
      electronic: 'DE89370400440532013000',
      display: 'DE89 3704 0044 0532 0130 00',
    });
    expect(input.unreadMessages).toBe(2);
    expect(input.balance).toEqual({ status: 'ok', current: 1234.56, available: 1000, currency: 'EUR' });
  });

  it('tells maintenance from a failed or still-loading balance call', () => {
    expect(
      headerCustomerInputOf({ customer, account: { ...account, isMaintenance: true }, accountStatus: 'ok' })
        .balance,
    ).toEqual({
      status: 'maintenance',
    });
    expect(headerCustomerInputOf({ customer, accountStatus: 'error' }).balance).toEqual({ status: 'error' });
    expect(headerCustomerInputOf({ customer, accountStatus: 'loading' }).balance).toEqual({
      status: 'loading',
    });
    expect(
      headerCustomerInputOf({ customer, account: { ...account, balance: null }, accountStatus: 'ok' })
        .balance,
    ).toEqual({
      status: 'error',
    });
  });
});
