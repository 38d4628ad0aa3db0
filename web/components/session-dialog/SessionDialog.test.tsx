import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeIdentityProvider } from '../../../core/auth/testing';
import { createInProcessLocks } from '../../../core/ports';
import {
  createBroadcastHub,
  createFakeActivity,
  createFakeFetch,
  createFakeLifecycle,
  createFakeNavigation,
  createFakeTime,
  createMemoryCookies,
  createMemoryStorageArea,
  createRecordingLogger,
  type FakeTime,
} from '../../../core/ports/testing';
import type { BrowserPorts } from '../../adapters';
import { LocaleProvider, PortalProvider } from '../../app/PortalContext';
import { createPortal, type Portal } from '../../app/portal';
import { resolvePortalConfig } from '../../config/check-portal-config';
import file from '../../config/portal.config.json';
import { installDialogPolyfill } from '../../test/dialog';
import { SessionDialog } from './SessionDialog';

installDialogPolyfill();

/**
 * Two tabs of one browser on fake time: shared storage and broadcast, one identity provider.
 * The access token lives 5 minutes and the idle timeout is 5 minutes, so the countdown (120 s,
 * §4) starts after 3 idle minutes.
 */
function browser() {
  const time = createFakeTime();
  const area = createMemoryStorageArea();
  const hub = createBroadcastHub();
  const idp = createFakeIdentityProvider({ clock: time.clock });
  const fetch = createFakeFetch(idp.handler);
  const locks = createInProcessLocks();
  const config = resolvePortalConfig(
    file,
    { VITE_SANDBOX_URL: 'http://sandbox.test' },
    'http://127.0.0.1:5173',
  );
  const tabs: Array<{ portal: Portal; navigation: ReturnType<typeof createFakeNavigation> }> = [];
  const openTab = () => {
    const navigation = createFakeNavigation('http://127.0.0.1:5173/de-de/dashboard/');
    const ports: BrowserPorts = {
      clock: time.clock,
      scheduler: time.scheduler,
      storage: area.tab(),
      fetch: fetch.fetch,
      navigation: { ...navigation, attach: () => {} },
      activity: createFakeActivity(),
      lifecycle: createFakeLifecycle(),
      broadcast: hub.channel(),
      locks,
      cookies: createMemoryCookies(),
      logger: createRecordingLogger(),
      analytics: { track: () => {}, identify: () => {}, updateConsent: () => {} },
    };
    const portal = createPortal(config, ports, { documentLanguage: () => 'de-DE' });
    tabs.push({ portal, navigation });
    return { portal, navigation };
  };
  return { time, idp, openTab, tabs };
}

let current: ReturnType<typeof browser> | undefined;
afterEach(() => {
  for (const tab of current?.tabs ?? []) tab.portal.dispose();
  current = undefined;
});

/** A tab with its signed-in world loaded (the session lives there); the first tab logs in. */
async function signedInTab(setup: ReturnType<typeof browser>) {
  const tab = setup.openTab();
  const core = await tab.portal.core.load();
  if (setup.tabs.length === 1) {
    core.runtime.tokens.save(setup.idp.login());
    core.identity.record({ customerNumber: '0047110001' });
  }
  return { ...tab, core };
}

function renderDialog(portal: Portal) {
  return render(
    <PortalProvider portal={portal}>
      <LocaleProvider locale="de-DE">
        <SessionDialog locale="de-DE" />
      </LocaleProvider>
    </PortalProvider>,
  );
}

const advance = (time: FakeTime, ms: number) => act(() => time.advance(ms));
const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

describe('session timeout dialog (§4, design §6, accessibility.md 8–9)', () => {
  it('opens when the countdown starts: named, described, focus on "Extend session"', async () => {
    current = browser();
    const { portal } = await signedInTab(current);
    renderDialog(portal);
    await advance(current.time, 179_000);
    expect(dialog().open).toBe(false);
    await advance(current.time, 1000);
    expect(dialog().open).toBe(true);
    expect(dialog()).toHaveAccessibleName('Ihre Sitzung läuft bald ab');
    expect(dialog()).toHaveAccessibleDescription(/Zu Ihrer Sicherheit melden wir Sie bei Inaktivität/);
    expect(screen.getByRole('button', { name: 'Sitzung verlängern' })).toHaveFocus();
  });

  it('updates the aria-hidden timer every second; the live region speaks at 2 min, 60, 40 and 20 s only', async () => {
    current = browser();
    const { portal } = await signedInTab(current);
    renderDialog(portal);
    await advance(current.time, 180_000);
    const timer = screen.getByTestId('session-timer');
    expect(timer).toHaveAttribute('aria-hidden', 'true');
    expect(timer).toHaveTextContent('Sie werden in 2:00 abgemeldet.');
    await advance(current.time, 1000);
    expect(timer).toHaveTextContent('Sie werden in 1:59 abgemeldet.');
    const live = screen.getByTestId('session-announcement');
    expect(live).toHaveAttribute('role', 'status');
    const spoken = [live.textContent];
    for (let second = 0; second < 115; second++) {
      await advance(current.time, 1000);
      if (live.textContent !== spoken.at(-1)) spoken.push(live.textContent);
    }
    expect(spoken).toEqual([
      'Sie werden in 2 Minuten abgemeldet.',
      'Sie werden in 60 Sekunden abgemeldet.',
      'Sie werden in 40 Sekunden abgemeldet.',
      'Sie werden in 20 Sekunden abgemeldet.',
    ]);
  });

  it('extends: the dialog closes, the §8 confirmation shows for 5 seconds; it works ten times in a row', async () => {
    current = browser();
    const { portal, core } = await signedInTab(current);
    renderDialog(portal);
    for (let round = 0; round < 10; round++) {
      // The first countdown starts 3 idle minutes after login, each next one 3 minutes after the
      // extension, of which the 5-second confirmation has already passed.
      await advance(current.time, round === 0 ? 180_000 : 175_000);
      expect(dialog().open).toBe(true);
      await userEvent.click(screen.getByRole('button', { name: 'Sitzung verlängern' }));
      await advance(current.time, 0);
      expect(dialog().open).toBe(false);
      expect(screen.getByText(/Ihre Sitzung wurde erfolgreich um 5 Minuten verlängert/)).toBeInTheDocument();
      await advance(current.time, 5000);
      expect(screen.queryByText(/erfolgreich um/)).toBeNull();
    }
    expect(core.runtime.tokens.getSnapshot().status).toBe('present');
  });

  it('§8 a failed extension hides the countdown and says so; the session still ends on time', async () => {
    current = browser();
    const { portal, navigation } = await signedInTab(current);
    renderDialog(portal);
    await advance(current.time, 180_000);
    expect(dialog().open).toBe(true);
    // No network for every attempt: core retries with backoff while the token lives (about 90 s at most).
    current.idp.failNextRefresh(...Array.from({ length: 8 }, () => 'network-error' as const));
    await userEvent.click(screen.getByRole('button', { name: 'Sitzung verlängern' }));
    await advance(current.time, 95_000);
    expect(dialog().open).toBe(false);
    expect(
      screen.getByText('Ihre Sitzung konnte nicht verlängert werden. Sie werden in Kürze abgemeldet.'),
    ).toBeInTheDocument();
    await advance(current.time, 25_000);
    expect(navigation.visits.at(-1)?.url).toBe('/de-de/login/?logout=inactivity');
  });

  it('Escape means "stay logged in": it extends instead of dismissing the warning', async () => {
    current = browser();
    const { portal } = await signedInTab(current);
    renderDialog(portal);
    await advance(current.time, 180_000);
    dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    await advance(current.time, 0);
    expect(dialog().open).toBe(false);
    expect(screen.getByText(/erfolgreich um 5 Minuten verlängert/)).toBeInTheDocument();
  });

  it('every tab closes its dialog when one extends', async () => {
    current = browser();
    const first = await signedInTab(current);
    const second = await signedInTab(current);
    renderDialog(first.portal);
    await advance(current.time, 180_000);
    expect(dialog().open).toBe(true);
    await act(async () => {
      await second.core.runtime.session.extend();
    });
    await advance(current.time, 0);
    expect(dialog().open).toBe(false);
  });

  it('at the end the page logs out and goes to the login page of the document language', async () => {
    current = browser();
    const { portal, core, navigation } = await signedInTab(current);
    renderDialog(portal);
    await advance(current.time, 300_000);
    await advance(current.time, 0);
    expect(dialog().open).toBe(false);
    expect(core.runtime.tokens.getSnapshot().status).toBe('none');
    expect(navigation.visits.at(-1)?.url).toBe('/de-de/login/?logout=inactivity');
  });
});
