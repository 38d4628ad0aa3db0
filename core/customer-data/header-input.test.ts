import { describe, expect, it } from 'vitest';
import { ApiError, type CustomerData, type Part } from '../api';
import type { Customer, TransactionAccount } from '../customer';
import {
  accountIdsOf,
  balanceInputOf,
  headerCustomerInputOf,
  headerInputOf,
  navigationAccessOf,
  partnerLogoOf,
} from '.';

const account = (extra: Partial<TransactionAccount> = {}): TransactionAccount =>
  ({
    id: 'TA-1',
    state: 'ACTIVE',
    currencyCode: 'EUR',
    iban: 'DE89 3704 0044 0532 0130 00',
    balance: { current: 100.5, available: 90, reserved: 10.5 },
    ...extra,
  }) as TransactionAccount;

const loaded = (value: TransactionAccount): Part<TransactionAccount> => ({ status: 'loaded', value });

describe('header inputs from the customer data (§2.5, §8 balance states)', () => {
  it('maps loading, failed, maintenance and amounts', () => {
    expect(balanceInputOf(undefined)).toEqual({ status: 'loading' });
    expect(balanceInputOf({ status: 'failed', error: new ApiError('API_TIMEOUT', 'x') })).toEqual({
      status: 'error',
    });
    expect(balanceInputOf({ status: 'skipped', reason: 'no account' })).toEqual({ status: 'error' });
    expect(balanceInputOf(loaded(account({ isMaintenance: true })))).toEqual({ status: 'maintenance' });
    expect(balanceInputOf(loaded(account({ balance: null })))).toEqual({ status: 'error' });
    expect(balanceInputOf(loaded(account()))).toEqual({
      status: 'ok',
      current: 100.5,
      available: 90,
      currency: 'EUR',
    });
  });

  it('copies the IBAN electronically and shows it spaced; UK accounts by sort code and number', () => {
    expect(accountIdsOf(account())).toEqual([
      { kind: 'iban', electronic: 'DE89370400440532013000', display: 'DE89 3704 0044 0532 0130 00' },
    ]);
    expect(accountIdsOf(account({ iban: null, sortCode: '12-34-56', accountNumber: '12345678' }))).toEqual([
      { kind: 'sortCode', electronic: '123456', display: '12-34-56' },
      { kind: 'accountNumber', electronic: '12345678', display: '12345678' },
    ]);
    expect(accountIdsOf(undefined)).toEqual([]);
  });
});

describe('§6 product access of the menus: core/navigation productAccessInputOf over productAccessOf', () => {
  const failed = { status: 'failed', error: new ApiError('API_TIMEOUT', 'x') } as const;
  const snapshot = (parts: Partial<CustomerData>): Partial<CustomerData> => ({
    productAccess: failed,
    depositTypes: failed,
    productTypes: failed,
    ...parts,
  });

  it('§6 exactly the navigation’s six flags; account flags from product access, offers from product types', () => {
    const access = navigationAccessOf(
      snapshot({
        productAccess: { status: 'loaded', value: { HAS_OVERNIGHT_DEPOSIT_ACCOUNT: true } as never },
        depositTypes: {
          status: 'loaded',
          value: { term_deposit: true, overnight_account: false, notice_account: false },
        },
        productTypes: {
          status: 'loaded',
          value: { term_product_access: false, overnight_product_access: true, notice_product_access: true },
        },
      }),
    );
    expect(access).toEqual({
      HAS_FIXED_DEPOSIT_ACCOUNT: false,
      HAS_FLEX_DEPOSIT_ACCOUNT: false,
      HAS_OVERNIGHT_DEPOSIT_ACCOUNT: true,
      HAS_NOTICE_DEPOSIT_ACCOUNT: false,
      term_product_access: false,
      overnight_product_access: true,
    });
  });

  it('§8 parts that failed count as no access (explicit false), nothing without a session', () => {
    expect(navigationAccessOf(snapshot({}))).toEqual({
      HAS_FIXED_DEPOSIT_ACCOUNT: false,
      HAS_FLEX_DEPOSIT_ACCOUNT: false,
      HAS_OVERNIGHT_DEPOSIT_ACCOUNT: false,
      HAS_NOTICE_DEPOSIT_ACCOUNT: false,
      term_product_access: false,
      overnight_product_access: false,
    });
    expect(headerInputOf({ status: 'signedOut' })).toEqual({});
  });
});

describe('parts published as they arrive (decision 126): a missing part is still loading', () => {
  const customer = {
    status: 'loaded',
    value: { id: '0042', status: 'Active', firstName: 'Erika', lastName: 'Mustermann' },
  } as CustomerData['customer'];

  it('the name is there with the customer alone; the balance is loading, no badge, no account ids', () => {
    const header = headerCustomerInputOf({ customer });
    expect(header).toMatchObject({
      displayName: 'Erika Mustermann',
      balance: { status: 'loading' },
      unreadMessages: 0,
      accountIds: [],
    });
  });

  it('nothing before the customer; no menu access and no partner logo before their parts', () => {
    expect(headerCustomerInputOf({})).toBeUndefined();
    expect(navigationAccessOf({})).toBeUndefined();
    expect(partnerLogoOf({})).toBeUndefined();
    expect(headerInputOf({ status: 'loading', data: {} })).toEqual({});
    expect(navigationAccessOf({ productAccess: { status: 'skipped', reason: 'x' } })).toMatchObject({
      HAS_FIXED_DEPOSIT_ACCOUNT: false,
    });
  });
});

describe('header customer data from the loaded customer (§3, §4, §8)', () => {
  const erika: Customer = {
    id: '0012345',
    status: 'Active',
    firstName: 'Erika',
    lastName: 'Mustermann',
    personalDetails: { academicTitleCode: 'DR' },
    distributorId: 'D1',
  };

  it('names with the title in the full name, the distributor, the unread count and the balances', () => {
    const input = headerCustomerInputOf({
      customer: { status: 'loaded', value: erika },
      preferredAccount: loaded(account()),
      unreadCount: { status: 'loaded', value: 2 },
    });
    expect(input).toMatchObject({
      displayName: 'Erika Mustermann',
      fullName: 'Dr. Erika Mustermann',
      distributorId: 'D1',
      unreadMessages: 2,
      balance: { status: 'ok', current: 100.5, available: 90, currency: 'EUR' },
    });
  });

  it('a cobranding partner’s logo goes with the customer’s facts into the header input', () => {
    const input = headerInputOf({
      status: 'loaded',
      data: {
        customer: { status: 'loaded', value: erika },
        distributorLogo: {
          status: 'loaded',
          value: { distributor_logo: { url: '/logos/d1.svg' }, collaboration_text: 'With D1' },
        },
      } as CustomerData,
    });
    expect(input.partner).toEqual({ url: '/logos/d1.svg', alt: 'With D1' });
    expect(input.customer?.displayName).toBe('Erika Mustermann');
  });
});
