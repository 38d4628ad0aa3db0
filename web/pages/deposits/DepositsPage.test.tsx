import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../test/harness';

describe('term and overnight deposits (§2.3)', () => {
  it('term: the account is open, the amount available to invest, and "no data found" for the list', async () => {
    await openPage('/de-de/dashboard/savings/term/', {
      as: 'demo@sandbox.local',
      heading: 'Meine Festgelder',
    });
    expect(await screen.findByText('Ihr Konto für dieses Produkt ist eröffnet.')).toBeInTheDocument();
    expect(await screen.findByText('12.000,00 €')).toBeInTheDocument();
    expect(screen.getByText('Keine Daten gefunden')).toBeInTheDocument();
  });

  it('term deposits without the product: says so and leads to the offers', async () => {
    await openPage('/de-de/dashboard/savings/term/', {
      as: 'family@sandbox.local',
      heading: 'Meine Festgelder',
    });
    expect(await screen.findByText('Sie haben dieses Produkt noch nicht.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Angebote entdecken' })).toHaveAttribute(
      'href',
      '/de-de/products/',
    );
  });
});
