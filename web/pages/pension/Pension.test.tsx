import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestPortal, loadedCore, renderAt, signIn, type TestPortal } from '../../test/harness';

let test: TestPortal;

async function openPensionPage(flags: Record<string, unknown>) {
  test = await createTestPortal({ flags });
  await signIn(test, 'demo@sandbox.local');
  const view = renderAt(test, '/de-de/pension/');
  await screen.findByRole('heading', { level: 1, name: 'Altersvorsorge' });
  return view;
}

/** The header's own logout: the account menu's "Abmelden". */
async function logOutFromHeader() {
  const header = document.querySelector('header') as HTMLElement;
  await waitFor(() => expect(header).toHaveAttribute('data-type', 'private'));
  const logout = within(header).queryByRole('button', { name: 'Abmelden' });
  if (!logout) {
    const toggles = within(header)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-expanded') === 'false');
    for (const toggle of toggles) {
      await userEvent.click(toggle);
      if (within(header).queryByRole('button', { name: 'Abmelden' })) break;
    }
  }
  await userEvent.click(within(header).getByRole('button', { name: 'Abmelden' }));
}

describe('§2.1/§6 pension ETF logout flow (decision 100)', () => {
  it('the pension page lists the customer’s pension products', async () => {
    await openPensionPage({});
    expect(await screen.findByRole('heading', { level: 2, name: 'ETF-Rente' })).toBeInTheDocument();
    expect(screen.getByText(/8\.420,15/)).toBeInTheDocument();
  });

  it('with userManagementPensionLogout on, the shell’s logout on the pension page ends in the pension logout page', async () => {
    const { router } = await openPensionPage({ userManagementPensionLogout: true });
    await logOutFromHeader();
    await waitFor(() => expect(router.state.location.pathname).toBe('/de-de/pension/logout/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sie wurden abgemeldet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sie haben sich erfolgreich abgemeldet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Erneut anmelden' })).toHaveAttribute(
      'href',
      '/de-de/login/?product=pension',
    );
    expect(loadedCore(test).runtime.tokens.getSnapshot().status).toBe('none');
  });

  it('a session that times out on the pension page ends in the pension flow’s second path', async () => {
    const { router } = await openPensionPage({ userManagementPensionLogout: true });
    // What the session engine runs on expiry (core/session runtime: reason 'expired').
    await loadedCore(test)
      .runtime.logout.logout({ reason: 'expired' })
      .catch(() => {});
    await waitFor(() => expect(router.state.location.pathname).toBe('/de-de/pension/session-ended/'));
    expect(
      await screen.findByText('Zu Ihrer Sicherheit haben wir Sie nach längerer Inaktivität abgemeldet.'),
    ).toBeInTheDocument();
  });

  it('with the flag off, the same logout goes to the login page', async () => {
    const { router } = await openPensionPage({ userManagementPensionLogout: false });
    await logOutFromHeader();
    await waitFor(() => expect(router.state.location.pathname).toBe('/de-de/login/'));
  });
});
