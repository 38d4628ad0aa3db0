import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPortal, renderAt, signIn, type TestPortal } from '../../test/harness';

let test: TestPortal;

async function open(url: string, email = 'demo@sandbox.local') {
  test = await createTestPortal();
  await signIn(test, email);
  return renderAt(test, url);
}

describe('product states where the customer sees their products (§4, §8)', () => {
  it('dashboard: managed-portfolio marking, savings plan, order in progress, rejected order and blocker, in words', async () => {
    await open('/de-de/dashboard/');
    const card = (
      await screen.findByRole('heading', { level: 3, name: 'Vermögensverwaltung ausgewogen' })
    ).closest('li')!;
    const status = within(card).getByRole('list', { name: 'Status' });
    expect(within(status).getByText('Vermögensverwaltung')).toBeVisible();
    expect(status).toHaveTextContent('Erledigt: Sparplan: Aktiv, 100,00 € monatlich');
    expect(status).toHaveTextContent('Ausstehend: Kauf 345,67 €: In Bearbeitung (Zahlung: Bezahlt)');
    expect(status).toHaveTextContent(
      'Bitte beachten: Teilverkauf 50.000,00 €: Abgelehnt. Grund: Der Betrag ist höher als das verbleibende Guthaben im Portfolio.',
    );
    expect(status).toHaveTextContent(
      'Neue Aufträge sind derzeit nicht möglich, weil noch ein Auftrag in Bearbeitung ist.',
    );

    // ROBO70 is outside the configured managed templates (§4): no marking, but its savings plan state.
    const robo = screen.getByRole('heading', { level: 3, name: 'Robo-Portfolio 70' }).closest('li')!;
    expect(within(robo).queryByText('Vermögensverwaltung')).toBeNull();
    expect(within(robo).getByRole('list', { name: 'Status' })).toHaveTextContent('Sparplan: Wird beendet');
  });

  it('investment page in English: the same states in the page language', async () => {
    await open('/en/dashboard/investments/pi-demo-000001');
    const status = await screen.findByRole('list', { name: 'Status' });
    expect(within(status).getByText('Managed portfolio')).toBeVisible();
    expect(status).toHaveTextContent('Purchase €345.67: In progress (Payment: Funded)');
    expect(status).toHaveTextContent(
      'New orders are not possible at the moment because an order is still in progress.',
    );
  });

  it('term deposits page: investment orders in progress that draw on the account', async () => {
    await open('/de-de/dashboard/savings/term/');
    const section = await screen.findByRole('region', { name: 'Anlageaufträge in Bearbeitung' });
    expect(section).toHaveTextContent('Vermögensverwaltung ausgewogen: Kauf 345,67 €, In Bearbeitung');
    expect(section).toHaveTextContent('Robo-Portfolio 70: Sparplanende, Bestätigt');
  });

  it('a customer without orders sees no order section on the deposits page', async () => {
    await open('/de-de/dashboard/savings/term/', 'company@sandbox.local');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Anlageaufträge in Bearbeitung' })).toBeNull();
  });
});
