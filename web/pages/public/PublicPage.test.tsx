import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildHeader, type HeaderModel } from '../../../core/header';
import { SUPPORTED_LOCALES, toPrefix } from '../../../core/locale';
import { SUBMENU_ZONES } from '../../../core/navigation';
import { BANKING_AS_A_SERVICE_PATHS, CORPORATE_PATHS } from '../../../core/routes';
import { footerFor } from '../../../fixtures/cms/footer';
import { createPortalRouter } from '../../routing';
import { createMemoryHistory } from '../../routing/router';
import { createTestPortal, renderAt, signIn, type TestPortal } from '../../test/harness';

let test: TestPortal;

function hrefsOf(header: HeaderModel): string[] {
  const hrefs = [...header.logos.map((logo) => logo.href), ...header.actions.map((action) => action.href)];
  for (const item of header.navigation) {
    if (item.href) hrefs.push(item.href);
    for (const zone of SUBMENU_ZONES)
      for (const sub of item.subMenus?.[zone] ?? []) if ('href' in sub && sub.href) hrefs.push(sub.href);
  }
  return hrefs;
}

/** Every address a visitor can reach from the shell: menus (public and company customer), site headers, footer. */
function navigationTargets(): string[] {
  const { config } = test;
  const common = { flags: config.flags, config: config.header, designVersion: 'v2' as const };
  const targets = new Set<string>();
  const add = (href: string) => {
    // Root-relative addresses of this site only: the US app host and the legacy deposit app
    // (`/savingglobal/#/…`, §2.3) are other applications.
    if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/savingglobal/'))
      targets.add(href);
  };
  for (const locale of SUPPORTED_LOCALES) {
    const home = `/${toPrefix(locale)}/`;
    hrefsOf(buildHeader({ ...common, pathname: home, authenticated: false })).forEach(add);
    hrefsOf(
      buildHeader({
        ...common,
        pathname: `${home}dashboard/`,
        authenticated: true,
        customer: {
          state: 'ACTIVE',
          displayName: 'A',
          fullName: 'A',
          isCompanyCustomer: true,
          isPendingActivation: false,
          accountIds: [],
          unreadMessages: 0,
          balance: { status: 'loading' },
        },
      }),
    ).forEach(add);
    const footer = footerFor(locale);
    for (const column of footer.footer_links ?? []) for (const link of column.link ?? []) add(link.href);
    for (const link of footer.legal_links ?? []) add(link.href);
  }
  for (const site of [CORPORATE_PATHS.home, BANKING_AS_A_SERVICE_PATHS.home])
    hrefsOf(buildHeader({ ...common, pathname: site, authenticated: false })).forEach(add);
  return [...targets].sort();
}

describe('§2.4 public navigation targets have pages', () => {
  it('no menu, site-header or footer link of any market ends on "page not found"', async () => {
    test = await createTestPortal();
    // Signed in, so the private menus' pages open instead of sending to login (which, for en-US,
    // is on the US app host, outside this site).
    await signIn(test, 'demo@sandbox.local');
    const router = createPortalRouter(test.portal, createMemoryHistory(['/de-de/dashboard/']));
    const targets = navigationTargets();
    expect(targets.length).toBeGreaterThan(200);
    const failed: string[] = [];
    for (const href of targets) {
      await router.navigate(href);
      const view = router.state.view;
      if (view?.kind === 'notFound' || view?.kind === 'failed') failed.push(`${href}: ${view.kind}`);
    }
    expect(failed).toEqual([]);
    router.dispose();
  }, 60_000);

  it('a market page: the shell, the heading the menu used, what it is about, and where to go on', async () => {
    test = await createTestPortal();
    const { container } = renderAt(test, '/de-de/help/faq/');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Häufige Fragen' }),
    ).toBeInTheDocument();
    expect(main).toHaveTextContent('Antworten auf häufige Fragen und die Wege zu unserem Kundenservice.');
    expect(main).toHaveTextContent(/im Kundenportal wird er nicht angezeigt/);
    const onward = within(main).getByRole('navigation', { name: 'Weiter zu' });
    expect(within(onward).getByRole('link', { name: 'Angebote' })).toHaveAttribute(
      'href',
      '/de-de/products/',
    );
    expect(within(onward).getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de-de/login/');
    expect(container.querySelector('header')).toHaveAttribute('data-mode', 'public');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('the legal pages of the footer have their own titles; a page of another market stays a 404', async () => {
    test = await createTestPortal();
    const view = renderAt(test, '/it-it/imprint/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Note legali' })).toBeInTheDocument();
    await view.router.navigate('/fr-fr/referral/');
    expect(await screen.findByRole('heading', { level: 1, name: /parrainage/ })).toBeInTheDocument();
    await view.router.navigate('/de-de/referral/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
  });
});

describe('§2.4 corporate and banking-as-a-service sites', () => {
  it('the corporate pages are routed under /en/corporate/ with the corporate header', async () => {
    test = await createTestPortal();
    const { container } = renderAt(test, '/en/corporate/become-a-partner-bank/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Become a partner bank' }),
    ).toBeInTheDocument();
    const header = container.querySelector('header');
    expect(header).toHaveAttribute('data-mode', 'corporate');
    expect(within(header as HTMLElement).getAllByRole('link', { name: 'My Account' })[0]).toHaveAttribute(
      'href',
      '/en/login/',
    );
    expect(screen.getByRole('main')).toHaveTextContent(/how banks and distribution partners work with us/);
  });

  it('the banking-as-a-service pages live at the root, in English, with their own header', async () => {
    test = await createTestPortal();
    const view = renderAt(test, '/cash-solutions/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cash solutions' })).toBeInTheDocument();
    expect(view.container.querySelector('header')).toHaveAttribute('data-mode', 'bankingAsAService');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    await view.router.navigate('/banking-as-a-service/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Banking as a service' }),
    ).toBeInTheDocument();
    const onward = screen.getByRole('navigation', { name: 'Continue to' });
    expect(within(onward).getByRole('link', { name: 'Cash solutions' })).toHaveAttribute(
      'href',
      '/cash-solutions/',
    );
  });
});

describe('§2.6 the market addresses of the country picker', () => {
  it('/{locale}/ goes to the login page, but /en-us/ stays on the site (its login is on the US app host)', async () => {
    test = await createTestPortal();
    const view = renderAt(test, '/de-at/');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/de-at/login/'));
    await view.router.navigate('/en-us/');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/en-us/products/'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
