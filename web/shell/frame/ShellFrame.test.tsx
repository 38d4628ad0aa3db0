import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestPortal, openPage, renderAt, signIn } from '../../test/harness';

afterEach(() => vi.restoreAllMocks());

describe('shell frame: header, footer, display settings, banners (§1, §2.5, §2.6, §6)', () => {
  it('mounts the shell header and footer from core’s models, with the balance strip after login', async () => {
    const { view } = await openPage('/de-de/dashboard/', { as: 'demo@sandbox.local', heading: /Hallo/ });
    const { container } = view;
    await waitFor(() => expect(container.querySelector('header')).toHaveAttribute('data-type', 'private'));
    const footer = await screen.findByRole('contentinfo');
    // §2.6 the sandbox CMS's "Sandbox Bank AG. Alle Rechte vorbehalten." gets the year, not a second statement.
    await waitFor(() =>
      expect(footer).toHaveTextContent(/© \d{4} Sandbox Bank AG\. Alle Rechte vorbehalten\./),
    );
    expect(footer.textContent?.match(/Alle Rechte vorbehalten/g)).toHaveLength(1);
  });

  it('offers every supported locale as a link to the same page, the current one marked', async () => {
    await openPage('/de-de/login/', { heading: 'Anmeldung' });
    const languages = screen.getByRole('navigation', { name: 'Sprache' });
    const french = within(languages).getByRole('link', { name: 'français (France)' });
    expect(french).toHaveAttribute('href', '/fr-fr/login/');
    expect(french).toHaveAttribute('hreflang', 'fr-FR');
    expect(within(languages).getByRole('link', { name: 'Deutsch (Deutschland)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('§9 locally the new theme is forced and said so; in production on en-GB the customer chooses', async () => {
    const { test } = await openPage('/de-de/login/');
    expect(await screen.findByText('Auf dieser Seite wird das neue Design verwendet.')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('v2');
    test.portal.dispose();
    await openPage('/en-gb/login/', { portal: { file: { environment: { environment: 'production' } } } });
    const classic = await screen.findByRole('radio', { name: 'Classic design' });
    expect(classic).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'New design' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('v2'));
  });

  it('§6 smart banner: only with the flag and a store link; closing it keeps it closed', async () => {
    const { test } = await openPage('/de-de/login/', {
      portal: {
        flags: { b2cEnableAdjustSmartBanner: true },
        file: { appLinks: { appStore: 'https://apps.example/app', googlePlay: 'https://play.example/app' } },
      },
    });
    const banner = await screen.findByRole('complementary', { name: 'Die Sandbox Bank App' });
    expect(within(banner).getByRole('link', { name: 'App laden' })).toHaveAttribute(
      'href',
      'https://play.example/app',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'App-Banner schließen' }));
    expect(screen.queryByRole('complementary', { name: 'Die Sandbox Bank App' })).toBeNull();
    expect(test.portal.ports.storage.get('portal:smartBannerDismissed')).toBe('yes');
  });

  it('no smart banner without the flag, and none for signed-in customers without the second flag', async () => {
    await openPage('/de-de/dashboard/', {
      as: 'demo@sandbox.local',
      heading: /Hallo/,
      portal: {
        flags: { b2cEnableAdjustSmartBanner: true },
        file: { appLinks: { appStore: 'https://apps.example/app', googlePlay: 'https://play.example/app' } },
      },
    });
    expect(screen.queryByRole('complementary', { name: 'Die Sandbox Bank App' })).toBeNull();
  });

  it('§6 minor-account switch: a parent switches to a minor’s accounts and back', async () => {
    const test = await createTestPortal({ flags: { umtEnableMinorAccountSwitch: true } });
    const { identity } = await signIn(test, 'family@sandbox.local');
    const own = identity.customerNumber();
    renderAt(test, '/de-de/dashboard/');
    const select = await screen.findByRole('combobox', { name: 'Konto wechseln' }, { timeout: 10_000 });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Mein Konto', 'Lena Fischer', 'Paul Fischer']);
    await userEvent.selectOptions(select, 'Lena Fischer');
    await userEvent.click(screen.getByRole('button', { name: 'Konto anzeigen' }));
    await waitFor(() => expect(identity.customerNumber()).not.toBe(own));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hallo, Lena Fischer' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Konto wechseln' }),
      'Mein Konto',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Konto anzeigen' }));
    await waitFor(() => expect(identity.customerNumber()).toBe(own));
  });

  it('no account switch without the flag', async () => {
    const { test } = await openPage('/de-de/dashboard/', {
      as: 'family@sandbox.local',
      heading: /Hallo/,
      portal: { flags: { umtEnableMinorAccountSwitch: false } },
    });
    expect(screen.queryByRole('combobox', { name: 'Konto wechseln' })).toBeNull();
    expect(test.requests.some((path) => path.includes('switchable-accounts'))).toBe(false);
  });

  it('loads the footer after the page, without the API client, and asks for it once per tab', async () => {
    const { test, view: login } = await openPage('/de-de/login/', { heading: 'Anmeldung' });
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(footer).toHaveTextContent(/Sandbox Bank AG/));
    login.unmount();
    await signIn(test, 'demo@sandbox.local');
    renderAt(test, '/de-de/dashboard/');
    await screen.findByRole('heading', { level: 1, name: /Hallo/ });
    await waitFor(() => expect(screen.getByRole('contentinfo')).toHaveTextContent(/Sandbox Bank AG/));
    expect(test.requests.filter((path) => path.startsWith('/api/cms/footer'))).toEqual([
      '/api/cms/footer?locale=de-DE',
    ]);
  });

  it('shows the page without a footer when the CMS fails, and logs the failure', async () => {
    const test = await createTestPortal();
    test.failWhen((url) => url.pathname.endsWith('/footer'), 404);
    renderAt(test, '/de-de/login/');
    await screen.findByRole('heading', { level: 1, name: 'Anmeldung' });
    await waitFor(() =>
      expect(test.logger.entries).toContainEqual(
        expect.objectContaining({
          message: 'API call failed',
          data: expect.objectContaining({ call: 'footer' }),
        }),
      ),
    );
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('start-up work of a signed-in page (decision 128)', () => {
  it('names no country before the footer, and names each language once however often the shell draws', async () => {
    const of = vi.spyOn(Intl.DisplayNames.prototype, 'of');
    const construct = vi.spyOn(Intl, 'DisplayNames');
    const test = await createTestPortal();
    await signIn(test, 'demo@sandbox.local');
    test.failWhen((url) => url.pathname.endsWith('/footer')); // no footer: its country picker is not built
    renderAt(test, '/de-de/dashboard/');
    const account = await screen.findByRole('region', { name: 'Verrechnungskonto' });
    await within(account).findByText('12.000,00 €'); // the shell drew again for every part that arrived
    const regionLookups = of.mock.contexts.filter(
      (names) => (names as Intl.DisplayNames).resolvedOptions().type === 'region',
    );
    expect(regionLookups).toHaveLength(0);
    const languageNames = construct.mock.calls.filter(([, options]) => options?.type === 'language');
    expect(languageNames.length).toBeLessThanOrEqual(13);
  });
});
