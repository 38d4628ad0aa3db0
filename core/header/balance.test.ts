import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n';
import { balanceAmount, balanceStripView, buildHeaderCustomerData } from '.';
import { customer, flags } from './test-support';

const ctx = { locale: 'de-DE', type: 'private', flags } as const;

describe('balance strip (§4) and not-available messages (§8)', () => {
  it('shows total and available balances for an active private customer', () => {
    const view = balanceStripView('private', buildHeaderCustomerData(customer, ctx));
    expect(view).toEqual({
      kind: 'balances',
      totalBalance: { label: 'Gesamtsaldo', amount: '1.234,50\u00a0€', value: 1234.5, isNegative: false },
      availableBalance: {
        label: 'Verfügbarer Saldo',
        amount: '1.000,00\u00a0€',
        value: 1000,
        isNegative: false,
      },
    });
  });

  it('only for header type private with customer state ACTIVE', () => {
    const data = buildHeaderCustomerData(customer, ctx);
    expect(balanceStripView('public', data)).toEqual({ kind: 'hidden' });
    expect(balanceStripView('integrated', data)).toEqual({ kind: 'hidden' });
    for (const state of ['SUSPENDED', 'CLOSED', 'INITIATED', '']) {
      expect(balanceStripView('private', { ...data, state })).toEqual({ kind: 'hidden' });
    }
    expect(balanceStripView('private', { ...data, state: 'Active' }).kind).toBe('balances');
  });

  it('pending-activation customers see total balance as zero and available as the current value', () => {
    const data = buildHeaderCustomerData({ ...customer, isPendingActivation: true }, ctx);
    expect(data.totalBalance).toMatchObject({ value: 0, amount: '0,00\u00a0€' });
    expect(data.availableBalance).toMatchObject({ value: 1234.5, amount: '1.234,50\u00a0€' });
  });

  it('pending-activation customers see that strip whatever state their customer record reports', () => {
    const pending = buildHeaderCustomerData(
      { ...customer, state: 'PendingActivation', isPendingActivation: true },
      ctx,
    );
    expect(balanceStripView('private', pending)).toMatchObject({
      kind: 'balances',
      totalBalance: { value: 0 },
      availableBalance: { value: 1234.5 },
    });
    expect(balanceStripView('public', pending)).toEqual({ kind: 'hidden' });
  });

  it('maintenance texts when the transaction account is in maintenance', () => {
    const data = buildHeaderCustomerData({ ...customer, balance: { status: 'maintenance' } }, ctx);
    expect(data.balanceIsNotAvailable).toBe(true);
    expect(data.notAvailableMessage).toEqual({
      title: createTranslator('de-DE').t('header:maintenanceTitle'),
      tooltipText: createTranslator('de-DE').t('header:maintenanceTooltip'),
    });
    expect(balanceStripView('private', data)).toEqual({
      kind: 'unavailable',
      message: data.notAvailableMessage,
    });
  });

  it('fetch-balance-error texts when the balance call failed', () => {
    const data = buildHeaderCustomerData(
      { ...customer, balance: { status: 'error' } },
      { ...ctx, locale: 'en-GB' },
    );
    expect(data.notAvailableMessage).toEqual({
      title: createTranslator('en').t('header:fetchErrorTitle'),
      tooltipText: createTranslator('en').t('header:fetchErrorTooltip'),
    });
    expect(data.totalBalance).toBeUndefined();
  });

  it('a skeleton (4 columns by default) while header data is missing or the balance is loading', () => {
    expect(balanceStripView('private', undefined)).toEqual({ kind: 'skeleton', columns: 4 });
    expect(balanceStripView('private', undefined, 6)).toEqual({ kind: 'skeleton', columns: 6 });
    const loading = buildHeaderCustomerData({ ...customer, balance: { status: 'loading' } }, ctx);
    expect(balanceStripView('private', loading)).toEqual({ kind: 'skeleton', columns: 4 });
  });

  it('§9 EUR with 2 decimals by default; negative amounts are flagged; rounding never shows -0,00', () => {
    expect(balanceAmount('x', -12.5, 'de-DE')).toMatchObject({ amount: '-12,50\u00a0€', isNegative: true });
    expect(balanceAmount('x', -0.004, 'de-DE')).toMatchObject({
      amount: '0,00\u00a0€',
      isNegative: false,
      value: 0,
    });
    expect(balanceAmount('x', 1.005, 'en-GB', 'GBP').amount).toMatch(/^£1\.0[01]$/);
    expect(balanceAmount('x', 99.999, 'fr-FR').amount).toMatch(/^100,00\s€$/u);
  });
});

describe('header customer data (§3)', () => {
  it('carries the §3 fields', () => {
    const data = buildHeaderCustomerData({ ...customer, distributorId: 'd-1' }, ctx);
    expect(data).toMatchObject({
      state: 'ACTIVE',
      type: 'private',
      displayName: 'Max Mustermann',
      fullName: 'Dr. Max Mustermann',
      initials: 'MM',
      showUnreadMessage: true,
      unreadMessages: 2,
      actionItems: [],
      isCompanyCustomer: false,
      distributorId: 'd-1',
      isPendingActivation: false,
      balanceIsNotAvailable: false,
    });
    expect(data.subMenus.map((e) => e.id)).toContain('account.transactions');
  });

  it('account ids copy the electronic form and show the spaced one; long ones use the small size', () => {
    const data = buildHeaderCustomerData(
      {
        ...customer,
        accountIds: [
          customer.accountIds[0]!,
          {
            kind: 'iban',
            electronic: 'FR1420041010050500013M02606',
            display: 'FR14 2004 1010 0505 0001 3M02 606',
          },
          { kind: 'accountNumber', electronic: '12345678', display: '12345678' },
        ],
      },
      ctx,
    );
    expect(data.accountIds).toEqual([
      {
        id: 'DE89370400440532013000',
        label: 'DE89 3704 0044 0532 0130 00',
        size: 'default',
        kind: 'iban',
        caption: 'IBAN',
      },
      {
        id: 'FR1420041010050500013M02606',
        label: 'FR14 2004 1010 0505 0001 3M02 606',
        size: 'small',
        kind: 'iban',
        caption: 'IBAN',
      },
      { id: '12345678', label: '12345678', size: 'default', kind: 'accountNumber', caption: 'Kontonummer' },
    ]);
  });

  it('no unread badge without unread messages; display name falls back to the full name', () => {
    const data = buildHeaderCustomerData({ ...customer, unreadMessages: 0, displayName: ' ' }, ctx);
    expect(data.showUnreadMessage).toBe(false);
    expect(data.displayName).toBe('Dr. Max Mustermann');
  });

  it('§3 carries the unread count from GET /threads/unread-count so the badge can say how many', () => {
    for (const unreadMessages of [0, 1, 7, 120]) {
      const data = buildHeaderCustomerData({ ...customer, unreadMessages }, ctx);
      expect(data.unreadMessages).toBe(unreadMessages);
      expect(data.showUnreadMessage).toBe(unreadMessages > 0);
    }
  });

  it('§3 an unread count the badge cannot say (negative, fractional, NaN) is never shown as such', () => {
    fc.assert(
      fc.property(fc.double(), (unreadMessages) => {
        const data = buildHeaderCustomerData({ ...customer, unreadMessages }, ctx);
        expect(Number.isInteger(data.unreadMessages)).toBe(true);
        if (Number.isFinite(unreadMessages) && unreadMessages >= 1)
          expect(data.unreadMessages).toBe(Math.floor(unreadMessages));
        expect(data.unreadMessages).toBeGreaterThanOrEqual(0);
        expect(data.showUnreadMessage).toBe(data.unreadMessages > 0);
      }),
    );
    expect(buildHeaderCustomerData({ ...customer, unreadMessages: -1 }, ctx).unreadMessages).toBe(0);
    expect(buildHeaderCustomerData({ ...customer, unreadMessages: Number.NaN }, ctx).unreadMessages).toBe(0);
    expect(buildHeaderCustomerData({ ...customer, unreadMessages: 2.7 }, ctx).unreadMessages).toBe(2);
  });

  it('pending activation gets the reduced account menu', () => {
    const data = buildHeaderCustomerData({ ...customer, isPendingActivation: true }, ctx);
    expect(data.subMenus.map((e) => e.id)).toEqual([
      'account.messages',
      'account.documents',
      'account.userAccount',
    ]);
  });
});
