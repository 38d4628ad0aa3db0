import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES, toPrefix } from '../../core/locale';
import { createTestPortal, renderAt, SITE_ORIGIN, signIn, type TestPortal } from '../test/harness';
import { loadTextsOrEnglish, localeGuard } from './guards';
import { parsePath } from './router';

let test: TestPortal;
afterEach(() => test?.portal.dispose());

describe('routes (§2) and the auth guard (§5)', () => {
  it('sends an anonymous visitor of a protected page to login, keeping the deep link, and back after login', async () => {
    test = await createTestPortal();
    const view = renderAt(test, '/de-de/documents');
    await screen.findByRole('heading', { level: 1, name: 'Anmeldung' });
    expect(view.router.state.location.pathname).toBe('/de-de/login/');
    expect(new URLSearchParams(view.router.state.location.search).get('obs-deepLink')).toBe(
      '/de-de/documents',
    );
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'demo@sandbox.local');
    await userEvent.type(screen.getByLabelText('Passwort'), 'sandbox-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/de-de/documents'), {
      timeout: 10_000,
    });
  });

  it('serves login in every supported locale except en-US, and sets lang', async () => {
    test = await createTestPortal();
    const view = renderAt(test, '/fr-fr/login/');
    await screen.findByRole('heading', { level: 1, name: 'Connexion à votre compte' });
    expect(document.documentElement.lang).toBe('fr-FR');
    for (const locale of SUPPORTED_LOCALES.filter((one) => one !== 'en-US')) {
      await view.router.navigate(`/${toPrefix(locale)}/login/`);
      await waitFor(() => expect(document.documentElement.lang).toBe(locale));
    }
  });

  it('§2.1 an unsupported locale on login falls back to en-US on the US app host', () => {
    const portal = { config: { header: { usAppHost: 'https://app.example-bank.com' } } } as never;
    expect(localeGuard(portal, parsePath('/pt-br/login/'))).toEqual({
      redirect: 'https://app.example-bank.com/en-us/auth/login/',
    });
    expect(localeGuard(portal, parsePath('/pt-br/dashboard/'))).toEqual({ notFound: true });
    expect(localeGuard(portal, parsePath('/fr-fr/login/'))).toEqual({ locale: 'fr-FR' });
  });

  it('§2.1 an unsupported locale elsewhere: a 404 page with an empty header', async () => {
    test = await createTestPortal();
    const { container } = renderAt(test, '/pt-br/dashboard/');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(container.querySelector('header')).toHaveAttribute('data-mode', 'empty');
  });

  it('an unknown page of a supported locale is a 404 inside the shell', async () => {
    test = await createTestPortal();
    renderAt(test, '/de-de/gibt-es-nicht/');
    await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' });
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de-de/');
  });

  it('§2.2 sends a customer whose reference account has no IBAN to the reference-account page', async () => {
    test = await createTestPortal();
    await signIn(test, 'no-iban@sandbox.local');
    const view = renderAt(test, '/de-de/dashboard/');
    await waitFor(
      () => expect(view.router.state.location.pathname).toBe('/de-de/reference-account/initial/'),
      {
        timeout: 10_000,
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Referenzkonto' })).toBeInTheDocument();
  });

  it('§2.2 sends a customer with expired data validity to the cdvc page, which itself does not redirect', async () => {
    test = await createTestPortal();
    await signIn(test, 'expired@sandbox.local');
    const view = renderAt(test, '/de-de/dashboard/');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/de-de/cdvc/'), {
      timeout: 10_000,
    });
    expect(await screen.findByText('Bestätigung fällig')).toBeInTheDocument();
  });

  it('§3, §5 head: login title with tagline, hreflang alternates; signed in, the site name', async () => {
    test = await createTestPortal();
    renderAt(test, '/de-de/login/');
    await screen.findByRole('heading', { level: 1, name: 'Anmeldung' });
    // The CMS meta title of the page, plus the tagline (§5).
    await waitFor(() =>
      expect(document.title).toBe('Anmelden | Sandbox Bank | Sparen und Anlegen in ganz Europa'),
    );
    expect(document.head.querySelector('meta[name=description]')).toHaveAttribute(
      'content',
      expect.any(String),
    );
    // The CMS's canonical page, checked by core/validation's seo.ts (loaded with the settings).
    expect(document.head.querySelector('link[rel=canonical]')).toHaveAttribute(
      'href',
      `${SITE_ORIGIN}/de-de/login/`,
    );
    expect(document.head.querySelector('link[rel=alternate][hreflang="fr-FR"]')).toHaveAttribute(
      'href',
      `${SITE_ORIGIN}/fr-fr/login/`,
    );
    test.portal.dispose();
    test = await createTestPortal();
    await signIn(test, 'demo@sandbox.local');
    renderAt(test, '/de-de/dashboard/');
    await screen.findByRole('heading', { level: 1, name: /Hallo/ });
    await waitFor(() => expect(document.title).toBe('Sandbox Bank'));
  });

  it('§2.4 the country selector lives on /en/ only and lists the markets with hreflang', async () => {
    test = await createTestPortal();
    renderAt(test, '/en/select-country/');
    await screen.findByRole('heading', { level: 1, name: 'Choose your country' });
    expect(screen.getByRole('link', { name: /Germany/ })).toHaveAttribute('hreflang', 'de-DE');
    test.portal.dispose();
    test = await createTestPortal();
    renderAt(test, '/de-de/select-country/');
    await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' });
  });

  it('accessibility.md 1: the first Tab reaches the skip link, which moves focus to main', async () => {
    test = await createTestPortal();
    renderAt(test, '/de-de/login/');
    await screen.findByRole('heading', { level: 1, name: 'Anmeldung' });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Zum Hauptinhalt springen' });
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

/** A text loader the test settles by hand, recording which languages were asked for. */
function manualTextLoader() {
  const asked: string[] = [];
  const settle: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const load = (textLocale: string) => {
    asked.push(textLocale);
    return new Promise<void>((resolve, reject) => settle.push({ resolve, reject }));
  };
  return { asked, settle, load };
}

describe('the page language is loaded before the locale renders (one language per page)', () => {
  it('waits for the texts of the locale (de-AT: its differences over German) and loads no other', async () => {
    const texts = manualTextLoader();
    let done = false;
    const result = loadTextsOrEnglish('de-AT', [], texts.load).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(texts.asked).toEqual(['de-AT']);
    expect(done).toBe(false);
    texts.settle[0]!.resolve();
    await result;
    expect(texts.asked).toEqual(['de-AT']);
  });

  it('loads English for the 404 outside every locale', async () => {
    const texts = manualTextLoader();
    const result = loadTextsOrEnglish(null, [], texts.load);
    expect(texts.asked).toEqual(['en']);
    texts.settle[0]!.resolve();
    await result;
  });

  it('when the language cannot be loaded, loads English for the error page and passes the error on', async () => {
    const texts = manualTextLoader();
    const result = loadTextsOrEnglish('pl-PL', [], texts.load).catch((error: unknown) => error);
    await Promise.resolve();
    texts.settle[0]!.reject(new Error('chunk failed'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(texts.asked).toEqual(['pl-PL', 'en']);
    texts.settle[1]!.resolve();
    expect(((await result) as Error).message).toBe('chunk failed');
  });
});
