import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { balanceNotAvailableMessage } from '../../../core/header';
import { createTestPortal, loadedCore, renderAt, signIn, type TestPortal } from '../../test/harness';
import { DESKTOP, setViewportWidth } from '../../test/media';

let test: TestPortal;

async function dashboardOf(email: string, prepare?: (test: TestPortal) => void) {
  test = await createTestPortal();
  await signIn(test, email);
  prepare?.(test);
  const view = renderAt(test, '/de-de/dashboard/');
  await screen.findByRole('heading', { level: 1, name: /Hallo|Willkommen/ });
  return view;
}

const region = (name: string) => screen.getByRole('region', { name });

describe('dashboard overview (§2.3) with real sandbox data', () => {
  it('greets the customer and shows the transaction account’s real balances and IBAN', async () => {
    await dashboardOf('demo@sandbox.local');
    // The greeting names the customer as soon as the customer's part is published (wave 1).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hallo, Erika Mustermann' }),
    ).toBeInTheDocument();
    const account = region('Verrechnungskonto');
    expect(await within(account).findByText('12.000,00 €')).toBeInTheDocument();
    expect(within(account).getByText('12.345,67 €')).toBeInTheDocument();
    expect(within(account).getByText('DE12 1001 0010 0000 0047 01')).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: '2 ungelesene Nachrichten' })).toHaveAttribute(
      'href',
      '/de-de/postbox/messages',
    );
  });

  it('§1 shows the products: deposits by account flags, investments and pension products', async () => {
    await dashboardOf('demo@sandbox.local');
    const deposits = region('Einlagen');
    await within(deposits).findByText('Meine Festgelder');
    expect(await within(deposits).findAllByText('Eröffnet')).toHaveLength(2);
    expect(within(deposits).getByText('Noch nicht eröffnet')).toBeInTheDocument();
    // Investments and pension products arrive in their own waves (core/api load-customer-data.ts).
    expect(await within(region('Geldanlage')).findByText('Robo-Portfolio 70')).toBeInTheDocument();
    expect(await within(region('Altersvorsorge')).findByText('8.420,15 €')).toBeInTheDocument();
  });

  it('§8 a failed balance call shows the technical error; Reload asks again and shows the data', async () => {
    await dashboardOf('demo@sandbox.local', (t) =>
      t.failWhen((url) => /\/accounts\/[^/]+$/.test(url.pathname)),
    );
    const account = region('Verrechnungskonto');
    const reload = await within(account).findByRole(
      'button',
      { name: 'Erneut versuchen' },
      { timeout: 10_000 },
    );
    expect(
      within(account).getByRole('heading', {
        name: 'Der Bereich „Verrechnungskonto“ konnte nicht geladen werden.',
      }),
    ).toBeInTheDocument();
    // The rest of the page still works: one failed call never blanks the page.
    expect(within(region('Geldanlage')).getByText('Robo-Portfolio 70')).toBeInTheDocument();
    test.clearFaults();
    await userEvent.click(reload);
    expect(await within(account).findByText('12.000,00 €')).toBeInTheDocument();
  });

  it('§8 shows the maintenance texts instead of a zero balance', async () => {
    await dashboardOf('maintenance@sandbox.local');
    const account = region('Verrechnungskonto');
    expect(await within(account).findByText('Saldo vorübergehend nicht verfügbar')).toBeInTheDocument();
    expect(within(account).queryByText('0,00 €')).toBeNull();
  });

  it('§8 decision 140: the header and the account say maintenance in the same words', async () => {
    // A desktop width: the header's balance strip is in its bar (on a phone it is in the menu).
    setViewportWidth(DESKTOP);
    await dashboardOf('maintenance@sandbox.local');
    const { title, tooltipText } = balanceNotAvailableMessage('maintenance', 'de-DE');
    const account = region('Verrechnungskonto');
    expect(await within(account).findByText(tooltipText)).toBeInTheDocument();
    // The header's balance strip (outside the page's main) has the same title and tooltip.
    const tooltip = await screen.findByRole('tooltip', { hidden: true });
    expect(tooltip).toHaveTextContent(tooltipText);
    expect(screen.getByRole('button', { name: title })).toBeInTheDocument();
    expect(screen.queryByText(/Wartungsarbeiten/)).toBeNull();
  });

  it('sends the §7 identifier event with the customer number once the customer has loaded', async () => {
    await dashboardOf('demo@sandbox.local');
    await waitFor(() =>
      expect(test.analytics.events).toContainEqual({
        event: 'identifier',
        data: { customerNumber: loadedCore(test).identity.customerNumber() },
      }),
    );
  });

  it('greets by name and shows the header’s name while the last wave is still unanswered', async () => {
    test = await createTestPortal();
    await signIn(test, 'demo@sandbox.local');
    // The balance (it needs the account list) is the last wave of a direct load: held until released.
    const handle = test.sandbox.handle.bind(test.sandbox);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: string[] = [];
    test.sandbox.handle = async (request) => {
      const path = new URL(request.url).pathname;
      if (/\/accounts\/[^/]+$/.test(path)) {
        held.push(path);
        await gate;
      }
      return handle(request);
    };
    renderAt(test, '/de-de/dashboard/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hallo, Erika Mustermann' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Willkommen' })).toBeNull();
    expect(screen.getByRole('banner')).toHaveTextContent('Erika Mustermann');
    const account = region('Verrechnungskonto');
    await waitFor(() => expect(held).toHaveLength(1)); // asked for, not answered: still its skeleton
    expect(within(account).getAllByRole('status')[0]).toHaveTextContent('Wird geladen…');
    expect(within(account).queryByText('12.000,00 €')).toBeNull();
    release();
    expect(await within(account).findByText('12.000,00 €')).toBeInTheDocument();
  });
});
