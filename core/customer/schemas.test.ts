import { describe, expect, it } from 'vitest';
import {
  accountResponseSchema,
  accountsResponseSchema,
  customerSchema,
  switchableAccountsSchema,
  transactionAccountSchema,
  unreadCountSchema,
} from './schemas';

/** A German customer as GET /customers/{bacNumber}?embed=all-persons,reference-accounts,data-validity sends it. */
const germanCustomerBody = {
  id: '0012345678',
  distributorId: 'DIST-01',
  address: { countryCode: 'DE', street: 'Hauptstr. 1' },
  firstName: 'Erika',
  lastName: 'Mustermann',
  fullName: 'Erika Mustermann',
  status: 'Active',
  isPendingActivation: false,
  personalDetails: { academicTitleCode: 'DR' },
  additionalFinancialInformation: {
    sourceOfFunds: { originOfFunds: 'SALARY', annualIncome: { code: 'I3' } },
  },
  _embedded: {
    dataValidity: { status: 'VALID' },
    referenceAccounts: [{ id: 'ra-1', iban: 'DE89370400440532013000' }],
    persons: [
      {
        firstName: 'Erika',
        lastName: 'Mustermann',
        contactDetails: { email: 'erika@example.org', phoneNumber: '+49301234567' },
        taxDetails: [
          { precedence: 1, countryCode: 'AT', taxIdentificationNumber: 'AT-1' },
          { precedence: 0, countryCode: 'DE', taxIdentificationNumber: '12345678901' },
        ],
      },
    ],
  },
  someFutureField: { nested: true },
};

const activeAccountBody = {
  id: 'ta-1',
  accountNumber: '0532013000',
  customerId: '0012345678',
  distributorId: null,
  balance: { current: 1250.5, available: 1200.5, reserved: 50 },
  state: 'ACTIVE',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  referenceAccountId: 'ra-1',
  createdDate: '2023-01-15T10:00:00Z',
  lastStateUpdate: '2023-01-16T10:00:00Z',
  account_holder_name: 'Erika Mustermann',
  available_funds: 1200.5,
  online_balance: { currency: 'EUR', value: 1250.5 },
  bank_code: '37040044',
  bank_name: 'Example Bank',
  isMaintenance: false,
};

describe('customerSchema (§3 Customer)', () => {
  it('accepts a realistic customer and keeps the §3 fields, dropping unknown ones', () => {
    const result = customerSchema.safeParse(germanCustomerBody);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.personalDetails?.academicTitleCode).toBe('DR');
    expect(result.data._embedded?.referenceAccounts?.[0]?.iban).toBe('DE89370400440532013000');
    expect(result.data._embedded?.persons?.[0]?.taxDetails?.[1]?.taxIdentificationNumber).toBe('12345678901');
    expect(result.data).not.toHaveProperty('someFutureField');
  });

  it('accepts a UK customer with default_address.country and no data validity', () => {
    const uk = { id: '77', default_address: { country: 'GB' }, status: 'Active' };
    expect(customerSchema.safeParse(uk).success).toBe(true);
  });

  it('rejects a customer without id, a numeric id or a tax entry without precedence', () => {
    const { id: _dropped, ...noId } = germanCustomerBody;
    expect(customerSchema.safeParse(noId).success).toBe(false);
    expect(customerSchema.safeParse({ ...germanCustomerBody, id: 12345 }).success).toBe(false);
    const badTax = {
      ...germanCustomerBody,
      _embedded: { persons: [{ taxDetails: [{ countryCode: 'DE' }] }] },
    };
    expect(customerSchema.safeParse(badTax).success).toBe(false);
  });
});

describe('transactionAccountSchema (§3 Transaction account)', () => {
  it('accepts a realistic account and defaults currencyCode to EUR', () => {
    const result = transactionAccountSchema.safeParse(activeAccountBody);
    expect(result.success).toBe(true);
    expect(result.data?.currencyCode).toBe('EUR');
    expect(result.data?.balance?.reserved).toBe(50);
  });

  it('keeps a sent currency and accepts a UK account with sort code and no IBAN', () => {
    const uk = { id: 'ta-2', state: 'REQUESTED', currencyCode: 'GBP', sortCode: '04-00-04' };
    expect(transactionAccountSchema.parse(uk).currencyCode).toBe('GBP');
  });

  it('rejects an unknown state, a lower-case currency and a balance given as text', () => {
    expect(transactionAccountSchema.safeParse({ ...activeAccountBody, state: 'OPEN' }).success).toBe(false);
    expect(transactionAccountSchema.safeParse({ ...activeAccountBody, currencyCode: 'eur' }).success).toBe(
      false,
    );
    const textBalance = { ...activeAccountBody, balance: { current: '1250.50', available: 1 } };
    expect(transactionAccountSchema.safeParse(textBalance).success).toBe(false);
  });

  it('GET /accounts/{id} is the account itself', () => {
    expect(accountResponseSchema.safeParse(activeAccountBody).success).toBe(true);
  });
});

describe('accountsResponseSchema (§7 GET /accounts)', () => {
  it('accepts the { data: [...] } envelope', () => {
    const result = accountsResponseSchema.safeParse({
      data: [activeAccountBody, { id: 'x', state: 'CLOSED' }],
    });
    expect(result.success).toBe(true);
    expect(result.data?.data).toHaveLength(2);
  });

  it('rejects a bare array and an envelope holding an invalid account', () => {
    expect(accountsResponseSchema.safeParse([activeAccountBody]).success).toBe(false);
    expect(accountsResponseSchema.safeParse({ data: [{ id: 'x' }] }).success).toBe(false);
  });
});

describe('switchableAccountsSchema (§3 Switchable account)', () => {
  it('accepts the { data: [...] } envelope', () => {
    const body = { data: [{ first_name: 'Max', last_name: 'Mustermann', customer_id: '0099' }] };
    expect(switchableAccountsSchema.safeParse(body).success).toBe(true);
  });

  it('rejects an entry without customer_id', () => {
    expect(switchableAccountsSchema.safeParse({ data: [{ first_name: 'Max' }] }).success).toBe(false);
  });
});

describe('unreadCountSchema (§7 GET /threads/unread-count)', () => {
  it('accepts a bare count (sample: 2)', () => {
    expect(unreadCountSchema.safeParse(2).data).toBe(2);
    expect(unreadCountSchema.safeParse(0).success).toBe(true);
  });

  it('rejects negative, fractional and wrapped counts', () => {
    expect(unreadCountSchema.safeParse(-1).success).toBe(false);
    expect(unreadCountSchema.safeParse(1.5).success).toBe(false);
    expect(unreadCountSchema.safeParse({ count: 2 }).success).toBe(false);
  });
});
