import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestPortal, renderAt, signIn, type TestPortal } from '../../test/harness';

let test: TestPortal;
afterEach(() => test?.portal.dispose());

describe('term and overnight deposits (§2.3)', () => {
  it('term: the account is open, the amount available to invest, and "no data found" for the list', async () => {
    test = await createTestPortal();
    await signIn(test, 'demo@sandbox.local');
    renderAt(test, '/de-de/dashboard/savings/term/');
    await screen.findByRole('heading', { level: 1, name: 'Meine Festgelder' });
    expect(await screen.findByText('Ihr Konto für dieses Produkt ist eröffnet.')).toBeInTheDocument();
    expect(await screen.findByText('12.000,00 €')).toBeInTheDocument();
    expect(screen.getByText('Keine Daten gefunden')).toBeInTheDocument();
  });

  it('term deposits without the product: says so and leads to the offers', async () => {
    test = await createTestPortal();
    await signIn(test, 'family@sandbox.local');
    renderAt(test, '/de-de/dashboard/savings/term/');
    await screen.findByRole('heading', { level: 1, name: 'Meine Festgelder' });
    expect(await screen.findByText('Sie haben dieses Produkt noch nicht.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Angebote entdecken' })).toHaveAttribute(
      'href',
      '/de-de/products/',
    );
  });
});
