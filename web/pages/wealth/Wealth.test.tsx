import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestPortal, renderAt, signIn, type TestPortal } from '../../test/harness';

let test: TestPortal;
afterEach(() => test?.portal.dispose());

describe('wealth management (§2.3)', () => {
  it('lists every product instance with its strategy from the template', async () => {
    test = await createTestPortal();
    await signIn(test, 'demo@sandbox.local');
    renderAt(test, '/de-de/investments/wealth-management/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Vermögensverwaltung' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Vermögensverwaltung ausgewogen' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Ausgewogen').length).toBeGreaterThan(0);
  });

  it('one investment by id; an unknown id says it is not in the portfolio', async () => {
    test = await createTestPortal();
    await signIn(test, 'demo@sandbox.local');
    const view = renderAt(test, '/de-de/dashboard/investments/pi-demo-000003');
    expect(await screen.findByText('25.000,00 €')).toBeInTheDocument();
    await view.router.navigate('/de-de/dashboard/investments/pi-other');
    expect(await screen.findByText('Diese Anlage gehört nicht zu Ihrem Portfolio.')).toBeInTheDocument();
  });
});
