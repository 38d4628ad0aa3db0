import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, consentUpdateCommand } from '../../../core/consent';
import { LocaleProvider, PortalProvider } from '../../app/PortalContext';
import { createTestPortal, openPage, type TestPortal } from '../../test/harness';
import { ConsentLayer } from './ConsentLayer';

async function openFromFooter(name: string) {
  const footer = await screen.findByRole('contentinfo');
  const trigger = await within(footer).findByRole('button', { name });
  // The dialog is a part of its own: the click waits for it to arrive.
  await act(async () => userEvent.click(trigger));
  return { trigger, dialog: await screen.findByRole('dialog', { name }) };
}

const consentUpdates = (test: TestPortal) =>
  test.analytics.events.filter((entry) => entry.event === 'gtag-consent-update');

describe('§2.6 consent second layer, from the footer’s cookie-consent link', () => {
  it('opens a named modal dialog with focus inside, starting at the §9 defaults; Escape closes it and focus returns', async () => {
    const { test } = await openPage('/de-de/login/', { heading: 'Anmeldung' });
    const { trigger, dialog } = await openFromFooter('Cookie-Einstellungen');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/Technisch notwendige sind immer aktiv/);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('checkbox', { name: 'Technisch notwendig' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Technisch notwendig' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Statistik' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    // Tab from the last button wraps to the first focusable element of the dialog.
    within(dialog).getByRole('button', { name: 'Alle akzeptieren' }).focus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Alle akzeptieren' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeNull());
    expect(trigger).toHaveFocus();
    expect(consentUpdates(test)).toEqual([]);
    expect(test.analytics.events).toContainEqual({ event: 'consent-layer-requested', data: undefined });
  });

  it('a saved selection is stored, pushed as a gtag consent update, confirmed, and shown the next time', async () => {
    const { test } = await openPage('/de-de/login/', { heading: 'Anmeldung' });
    const { dialog } = await openFromFooter('Cookie-Einstellungen');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Statistik' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Auswahl speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeNull());
    expect(consentUpdates(test)).toEqual([
      { event: 'gtag-consent-update', data: consentUpdateCommand({ analytics: true, marketing: false })[2] },
    ]);
    expect(JSON.parse(test.portal.ports.storage.get(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({
      analytics: true,
      marketing: false,
    });
    expect(screen.getByText('Ihre Cookie-Einstellungen wurden gespeichert.')).toHaveAttribute(
      'role',
      'status',
    );
    const again = await openFromFooter('Cookie-Einstellungen');
    expect(within(again.dialog).getByRole('checkbox', { name: 'Statistik' })).toBeChecked();
    expect(within(again.dialog).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  });

  it('"Accept all" and "Reject all" decide at once, in the page’s language', async () => {
    const { test } = await openPage('/fr-fr/login/', { heading: 'Connexion à votre compte' });
    let { dialog } = await openFromFooter('Paramètres des cookies');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tout accepter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    ({ dialog } = await openFromFooter('Paramètres des cookies'));
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tout refuser' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(consentUpdates(test).map((entry) => (entry.data as Record<string, string>).ad_storage)).toEqual([
      'granted',
      'denied',
    ]);
    expect(test.portal.consent.getSnapshot().choices).toEqual({ analytics: false, marketing: false });
  });
});

describe('consent layer under StrictMode (as web/main.tsx renders it)', () => {
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Cookie settings
        </button>
        <ConsentLayer open={open} onClose={() => setOpen(false)} />
      </>
    );
  }

  it('regression: the double mount does not close the dialog it just opened, and focus still returns', async () => {
    const test = await createTestPortal();
    render(
      <StrictMode>
        <PortalProvider portal={test.portal}>
          <LocaleProvider locale="en-GB">
            <Page />
          </LocaleProvider>
        </PortalProvider>
      </StrictMode>,
    );
    const trigger = screen.getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('heading', { name: 'Cookie settings' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    // Pressed again at once, it opens again (the layer closed synchronously).
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toHaveAttribute('open');
  });
});
