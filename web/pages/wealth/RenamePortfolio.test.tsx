import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestPortal, renderAt, signIn, type TestPortal } from '../../test/harness';

let test: TestPortal;
afterEach(() => test?.portal.dispose());

describe('renaming a portfolio (§5 portfolio name)', () => {
  it('checks the name as typed and saves a valid one; the page then shows the new name', async () => {
    test = await createTestPortal();
    await signIn(test, 'demo@sandbox.local');
    renderAt(test, '/de-de/dashboard/investments/pi-demo-000002');
    const field = await screen.findByRole('textbox', { name: 'Name des Portfolios' });
    expect(field).toHaveValue('Robo-Portfolio 70');
    expect(screen.queryByText(/Bitte verwenden Sie nur/)).toBeNull(); // never on mount

    await userEvent.clear(field);
    await userEvent.type(field, 'Rente 😀');
    expect(await screen.findByText(/Bitte verwenden Sie nur/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Namen speichern' }));
    expect(test.requests.filter((path) => path.includes('/product_instance/pi-demo'))).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'x'.repeat(26));
    expect(await screen.findByText(/höchstens 25 Zeichen/)).toBeVisible();

    await userEvent.clear(field);
    await userEvent.type(field, 'Altersvorsorge Müller');
    await userEvent.click(screen.getByRole('button', { name: 'Namen speichern' }));
    expect(await screen.findByText('Das Portfolio heißt jetzt „Altersvorsorge Müller“.')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Altersvorsorge Müller' })).toBeVisible();
  });
});
