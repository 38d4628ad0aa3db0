import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestPortal, loadedCore, renderAt, type TestPortal } from '../../test/harness';

let test: TestPortal;

/** The login page once its button is enabled (hydrated), as a visitor uses it. */
async function openLogin(url = '/de-de/login/') {
  test = await createTestPortal();
  const view = renderAt(test, url);
  await screen.findByRole('heading', { level: 1, name: 'Anmeldung' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled());
  return view;
}

describe('login page (§2.1, §5 validation on change, not on mount)', () => {
  it('shows no error on mount, and the field’s error once it is changed', async () => {
    await openLogin();
    const email = screen.getByLabelText('E-Mail-Adresse');
    expect(screen.queryByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeNull();
    expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.type(email, 'anna@');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
    await userEvent.type(email, 'bank.example');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('on an empty submit shows every field’s error and focuses the first invalid field', async () => {
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveFocus();
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('aria-invalid', 'true');
    expect(test.requests.filter((path) => path.endsWith('/login'))).toHaveLength(0);
  });

  it('shows and hides the password with a named toggle', async () => {
    await openLogin();
    const password = screen.getByLabelText('Passwort');
    await userEvent.type(password, 'geheim');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Passwort verbergen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('§8 shows the InvalidGrant message for a wrong password (blocked-users flag on) and stays logged out', async () => {
    await openLogin();
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'demo@sandbox.local');
    await userEvent.type(screen.getByLabelText('Passwort'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    // core/i18n's errors:InvalidGrant (the one home of the login texts).
    const alert = await screen.findByText(
      'E-Mail-Adresse oder Passwort ist nicht korrekt. Bitte überprüfen Sie Ihre Angaben und versuchen Sie es erneut.',
      {},
      { timeout: 10_000 },
    );
    expect(alert.closest('[role=alert]')).not.toBeNull();
    expect(test.portal.session.current()?.runtime.tokens.getSnapshot().status).toBe('none');
    expect(test.analytics.events.map((entry) => entry.event)).toContain('login-failed');
    // A failed login loads nothing of the signed-in world.
    expect(test.portal.core.current()).toBeUndefined();
  });

  it('§8 shows AccountLocked for the locked persona', async () => {
    await openLogin();
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'locked@sandbox.local');
    await userEvent.type(screen.getByLabelText('Passwort'), 'sandbox-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      await screen.findByText(/Ihr Zugang wurde aus Sicherheitsgründen gesperrt/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('logs the demo persona in and goes to the dashboard (§4 redirect after login)', async () => {
    const view = await openLogin();
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'demo@sandbox.local');
    await userEvent.type(screen.getByLabelText('Passwort'), 'sandbox-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/de-de/dashboard/'), {
      timeout: 10_000,
    });
    expect(loadedCore(test).identity.customerNumber()).toMatch(/^00471100\d\d$/);
  });

  it('§4 one-time-code step: device trust offered, a wrong code keeps the step, the right one logs in', async () => {
    const view = await openLogin();
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'otp@sandbox.local');
    await userEvent.type(screen.getByLabelText('Passwort'), 'sandbox-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    const code = await screen.findByLabelText('Sicherheitscode', {}, { timeout: 10_000 });
    expect(code).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /Diesem Gerät vertrauen/ })).toBeInTheDocument();
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(
      await screen.findByText(
        'Der Sicherheitscode ist falsch oder abgelaufen. Bitte versuchen Sie es erneut.',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('checkbox', { name: /Diesem Gerät vertrauen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/de-de/dashboard/'), {
      timeout: 10_000,
    });
    expect(test.analytics.events.map((entry) => entry.event)).toContain('device-trust-accepted');
  });

  it('"Back to login" leaves the one-time-code step', async () => {
    await openLogin();
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'otp@sandbox.local');
    await userEvent.type(screen.getByLabelText('Passwort'), 'sandbox-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Zurück zur Anmeldung' }, { timeout: 10_000 }),
    );
    expect(screen.getByLabelText('E-Mail-Adresse')).toBeInTheDocument();
  });

  it('offers forgot-password and create-account links that lead to real pages', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/de-de/forgot-password/',
    );
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute('href', '/de-de/register/');
    await userEvent.click(screen.getByRole('link', { name: 'Konto erstellen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Konto eröffnen' })).toBeInTheDocument();
    expect(test.analytics.events.map((entry) => entry.event)).toContain('create-account-clicked');
  });

  it('§2.1 open-banking variant: its own heading, no create-account link, and the flow page after login', async () => {
    test = await createTestPortal();
    const view = renderAt(test, '/de-de/open-banking/login/?is_payout=true');
    await screen.findByRole('heading', { level: 1, name: 'Konto verbinden' });
    expect(screen.queryByRole('link', { name: 'Konto erstellen' })).toBeNull();
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'demo@sandbox.local');
    await userEvent.type(screen.getByLabelText('Passwort'), 'sandbox-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/de-de/open-banking/payout/'), {
      timeout: 10_000,
    });
    expect(view.router.state.location.hash).toMatch(/^#access_token=/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmeldung bestätigt' })).toBeInTheDocument();
  });
});

describe('what the login page loads, and when (docs/loading.md)', () => {
  it('loads the login only once the visitor starts on the form, and the signed-in world only on a login', async () => {
    const view = await openLogin();
    expect(test.analytics.events.map((entry) => entry.event)).toContain('login-loaded');
    expect(test.portal.session.current()).toBeUndefined();
    expect(test.portal.core.current()).toBeUndefined();
    await userEvent.click(screen.getByLabelText('E-Mail-Adresse'));
    await waitFor(() => expect(test.portal.session.current()).toBeDefined());
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'demo@sandbox.local');
    await userEvent.type(screen.getByLabelText('Passwort'), 'sandbox-password-1');
    expect(test.portal.core.current()).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/de-de/dashboard/'), {
      timeout: 10_000,
    });
    expect(test.portal.core.current()?.runtime).toBe(test.portal.session.current()?.runtime);
  });

  it('counts a click on its links without loading anything for the login', async () => {
    test = await createTestPortal();
    renderAt(test, '/de-de/login/');
    await userEvent.click(await screen.findByRole('link', { name: 'Passwort vergessen?' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Passwort/ })).toBeInTheDocument();
    expect(test.portal.session.current()).toBeUndefined();
    expect(test.analytics.events.map((entry) => entry.event)).toContain('forgot-password-clicked');
  });
});

describe('the bot check (§2.1, §4 Captcha states)', () => {
  it('is a checkbox that solves the puzzle when ticked, and says so', async () => {
    await openLogin();
    const checkbox = screen.getByRole('checkbox', { name: 'Ich bin kein Roboter' });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAccessibleDescription('Bitte bestätigen Sie, dass Sie kein Roboter sind.');
    await userEvent.click(checkbox);
    await waitFor(() => expect(checkbox).toBeChecked());
    expect(checkbox).toHaveAccessibleDescription('Geprüft');
    expect(test.requests.filter((path) => path.endsWith('/captcha/challenge'))).toHaveLength(1);
  });
});

describe('the login page while the signed-in world is on its way', () => {
  it('a successful login waits for it, then draws the dashboard', async () => {
    let arrive!: () => void;
    test = await createTestPortal({
      coreArrives: new Promise<void>((resolve) => {
        arrive = resolve;
      }),
    });
    const view = renderAt(test, '/de-de/login/');
    await screen.findByRole('heading', { level: 1, name: 'Anmeldung' });
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'demo@sandbox.local');
    await userEvent.type(screen.getByLabelText('Passwort'), 'sandbox-password-1');
    const submit = screen.getByRole('button', { name: 'Anmelden' });
    await userEvent.click(submit);
    await waitFor(() => expect(test.requests.some((path) => path.endsWith('/login'))).toBe(true), {
      timeout: 10_000,
    });
    expect(submit).toHaveTextContent('Anmeldung läuft…');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(view.router.state.location.pathname).toBe('/de-de/login/');
    await act(async () => arrive());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/de-de/dashboard/'), {
      timeout: 10_000,
    });
  });
});
