import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../test/harness';

describe('wealth management (§2.3)', () => {
  it('lists every product instance with its strategy from the template', async () => {
    await openPage('/de-de/investments/wealth-management/dashboard', {
      as: 'demo@sandbox.local',
      heading: 'Vermögensverwaltung',
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Vermögensverwaltung ausgewogen' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Ausgewogen').length).toBeGreaterThan(0);
  });

  it('one investment by id; an unknown id says it is not in the portfolio', async () => {
    const { view } = await openPage('/de-de/dashboard/investments/pi-demo-000003', {
      as: 'demo@sandbox.local',
    });
    expect(await screen.findByText('25.000,00 €')).toBeInTheDocument();
    await view.router.navigate('/de-de/dashboard/investments/pi-other');
    expect(await screen.findByText('Diese Anlage gehört nicht zu Ihrem Portfolio.')).toBeInTheDocument();
  });
});
