import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadedCore, openPage } from '../../test/harness';

const signedIn = (url: string, heading: string) => openPage(url, { as: 'demo@sandbox.local', heading });

describe('private account pages (§2.3): real sandbox data or an honest §8 state', () => {
  it('messages: the real unread count, and "no data found" for the list the API does not provide', async () => {
    await signedIn('/de-de/postbox/messages', 'Nachrichten');
    expect(await screen.findByText('2 ungelesene Nachrichten')).toBeInTheDocument();
    expect(screen.getByText('Keine Daten gefunden')).toBeInTheDocument();
  });

  it('documents: "no data found" until something is uploaded', async () => {
    await signedIn('/de-de/documents', 'Dokumente');
    expect(await screen.findByText('Keine Daten gefunden')).toBeInTheDocument();
  });

  it('payment methods: the reference account with a spaced IBAN', async () => {
    await signedIn('/de-de/payment-methods', 'Zahlungsmethoden');
    const section = await screen.findByRole('region', { name: 'Referenzkonto' });
    expect(within(section).getByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
    expect(within(section).getByText('COBADEFFXXX')).toBeInTheDocument();
  });

  it('transactions: the account’s balances, and "no data found" for the movements', async () => {
    await signedIn('/de-de/account-transactions/', 'Umsätze');
    expect(await screen.findByText('12.345,67 €')).toBeInTheDocument();
    expect(screen.getByText('Keine Daten gefunden')).toBeInTheDocument();
  });

  it('withdrawal: the available amount and where it is paid to', async () => {
    await signedIn('/de-de/account-withdrawal', 'Auszahlen');
    expect(await screen.findByText('12.000,00 €')).toBeInTheDocument();
    expect(screen.getByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
  });

  it('login and security: the login name and customer number', async () => {
    const { test } = await signedIn('/de-de/user-account', 'Login & Sicherheit');
    expect(await screen.findByText('demo@sandbox.local')).toBeInTheDocument();
    expect(screen.getByText(loadedCore(test).identity.customerNumber() ?? '')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });

  it('my details: the full name with title, contact details and country', async () => {
    await signedIn('/de-de/my-details', 'Meine Daten');
    expect(await screen.findByText('Dr. Erika Mustermann')).toBeInTheDocument();
    expect(screen.getByText('+49 30 1234567')).toBeInTheDocument();
    expect(screen.getByText('Wohnsitzland').nextElementSibling).toHaveTextContent('Deutschland');
  });

  it('notifications and the tax exemption order: honest empty states', async () => {
    await signedIn('/de-de/notifications', 'Benachrichtigungen');
    expect(screen.getByText('Keine Daten gefunden')).toBeInTheDocument();
  });

  it('§8 the technical error with a reload button when the customer call fails', async () => {
    await openPage('/de-de/my-details', {
      as: 'demo@sandbox.local',
      prepare: (test) =>
        test.failWhen((url) => url.pathname.includes('/customers/') && !url.pathname.endsWith('/products')),
    });
    // Said of what failed, with the way to ask again.
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Der Bereich „Meine Daten“ konnte nicht geladen werden.' }),
    ).toBeInTheDocument();
  });
});
