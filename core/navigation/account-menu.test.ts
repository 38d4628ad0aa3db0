import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale';
import { privatePagePath } from '../routes';
import { accountMenuItems, accountNavItem, paymentMethodsAvailable } from '.';

const off = { customerShowPaymentMethodScreens: false };
const on = { customerShowPaymentMethodScreens: true };
const pages = (items: ReturnType<typeof accountMenuItems>) => items.map((i) => i.id.replace('account.', ''));

describe('private account menu (§2.3)', () => {
  it('holds messages, documents, transactions, withdraw, login & security, my details, notifications', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(pages(accountMenuItems({ locale, flags: off, isPendingActivation: false }))).toEqual(
        expect.arrayContaining([
          'messages',
          'documents',
          'transactions',
          'withdrawal',
          'userAccount',
          'myDetails',
          'notifications',
        ]),
      );
    }
  });

  it('links the private pages under the locale base path', () => {
    const items = accountMenuItems({ locale: 'it-IT', flags: off, isPendingActivation: false });
    expect(items.find((i) => i.id === 'account.messages')).toMatchObject({
      href: privatePagePath('it-IT', 'messages'),
      title: 'Messaggi',
    });
  });

  it('payment methods: de-DE only with the flag, it-IT and de-CH always, never nl-NL or elsewhere', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const expected = locale === 'it-IT' || locale === 'de-CH';
      expect(paymentMethodsAvailable(locale, off), locale).toBe(expected);
      expect(paymentMethodsAvailable(locale, on), locale).toBe(expected || locale === 'de-DE');
      expect(
        pages(accountMenuItems({ locale, flags: on, isPendingActivation: false })).includes('paymentMethods'),
      ).toBe(expected || locale === 'de-DE');
    }
    expect(
      pages(accountMenuItems({ locale: 'de-DE', flags: off, isPendingActivation: false })),
    ).not.toContain('paymentMethods');
  });

  it('the tax exemption order entry is de-DE only', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const has = pages(accountMenuItems({ locale, flags: on, isPendingActivation: false })).some((p) =>
        p.startsWith('exemptionOrder'),
      );
      expect(has, locale).toBe(locale === 'de-DE');
    }
    const entry = accountMenuItems({ locale: 'de-DE', flags: off, isPendingActivation: false }).at(-1);
    expect(entry).toMatchObject({ title: 'Freistellungsauftrag', href: '/de-de/exemption-order/overview' });
  });

  it('§6 pending activation: messages, documents and account security only', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(pages(accountMenuItems({ locale, flags: on, isPendingActivation: true }))).toEqual([
        'messages',
        'documents',
        'userAccount',
      ]);
    }
  });

  it('the dropdown shows the name, the unread badge and logout apart from the entries', () => {
    const item = accountNavItem({
      locale: 'pl-PL',
      flags: off,
      isPendingActivation: true,
      title: 'Jan Kowalski',
      showUnreadMessage: true,
    });
    expect(item).toMatchObject({ id: 'account', title: 'Jan Kowalski', enableBadge: true });
    expect(item.subMenus!.main).toHaveLength(3);
    expect(item.subMenus!.bottom).toEqual([
      expect.objectContaining({ id: 'account.logout', callback: 'logout', title: 'Wyloguj się' }),
    ]);
    expect(
      accountNavItem({ locale: 'pl-PL', flags: off, isPendingActivation: false, showUnreadMessage: false }),
    ).toMatchObject({ title: 'Moje konto', enableBadge: false });
  });
});
