/**
 * The dashboard prerendered as the signed-in skeleton and hydrated for a customer (decision 162):
 * the build's HTML (render-page.tsx) has the signed-in shell and the greeting without a name; the
 * browser's first render (as main.tsx hydrates it, with the customer already loaded by the route
 * guard) draws exactly that HTML, keeps its elements, and then names the customer in the same h1.
 */
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalProvider } from '../app/PortalContext';
import { textsOf } from '../pages';
import { createPortalRouter, markerOf, PortalRoutes } from '../routing';
import { createMemoryHistory } from '../routing/router';
import { createTestPortal, SITE_ORIGIN, signIn, type TestPortal } from '../test/harness';
import { pageDocument } from './document';
import { pagesToPrerender } from './pages';
import { type PrerenderedPage, prerender } from './render-page';

const TEMPLATE =
  '<html lang="en"><head><title>Sandbox Bank</title></head><body><div id="root"></div></body></html>';

let test: TestPortal | undefined;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  test?.portal.dispose();
  test = undefined;
});

/** The prerendered page's `#root`, as the built file holds it (document.ts moves the head tags out). */
function rootOf(page: PrerenderedPage): HTMLElement {
  const built = new DOMParser().parseFromString(pageDocument(TEMPLATE, page), 'text/html');
  const element = document.createElement('div');
  element.id = 'root';
  element.dataset.prerendered = page.marker;
  element.innerHTML = built.getElementById('root')!.innerHTML;
  document.body.append(element);
  return element;
}

async function dashboardHtml(portal: TestPortal): Promise<PrerenderedPage> {
  const page = await prerender(portal.config, `${SITE_ORIGIN}/de-de/dashboard/`, 'dashboard');
  if (!page) throw new Error('the dashboard was not prerendered');
  return page;
}

describe('the dashboard prerendered as the signed-in skeleton (decision 162)', () => {
  it('is prerendered in every locale that has a dashboard, with its code (its world within) and texts', () => {
    const dashboards = pagesToPrerender().filter((page) => page.page === 'dashboard');
    expect(dashboards).toHaveLength(13);
    expect(dashboards.find((page) => page.path === '/de-de/dashboard/')).toEqual({
      path: '/de-de/dashboard/',
      page: 'dashboard',
      modules: ['pages/dashboard/DashboardPage.tsx'],
      // What the shell, the signed-in shell and the dashboard read (web/pages.ts).
      texts: textsOf('dashboard', true).map((namespace) => `/texts/de/${namespace}.json`),
    });
  });

  it('holds the signed-in shell and the greeting without a name, and nothing of a customer', async () => {
    test = await createTestPortal();
    const page = await dashboardHtml(test);
    expect(page.marker).toBe('signedIn:de-DE:dashboard');
    const html = rootOf(page);
    expect(html.querySelector('main h1')?.textContent).toBe('Willkommen');
    const header = html.querySelector('header')!;
    // The signed-in header as drawn while the customer data loads, for both screens (CSS picks).
    expect(header.dataset).toMatchObject({ mode: 'authenticated', layout: 'responsive' });
    expect(header.querySelector('[data-row="navigation"]')).not.toBeNull();
    // The sections' skeletons, not a "loading" spinner or an error.
    expect(html.querySelectorAll('main [aria-hidden="true"] ul').length).toBeGreaterThan(0);
    expect(html.textContent).not.toMatch(/Anmelden|Hallo|€|DE\d{2}/);
  });

  it('hydrates for a signed-in customer without a mismatch: the same h1 names the customer', async () => {
    test = await createTestPortal();
    const page = await dashboardHtml(test);
    const html = rootOf(page);
    const heading = html.querySelector('main h1');
    const core = await signIn(test, 'demo@sandbox.local');
    // The file is served for the path whatever the query (§2.2 the dashboard's `irclickid`).
    const router = createPortalRouter(test.portal, createMemoryHistory(['/de-de/dashboard/?irclickid=abc']));
    test.navigation.attach(router);
    // As main.tsx: resolve first (the guard waits for the customer), hydrate when it is the same page.
    await router.initialize();
    expect(markerOf(router.state.view!)).toBe(page.marker);
    expect(core.customerData.getSnapshot().status).not.toBe('signedOut');
    const recovered: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(
        html,
        <StrictMode>
          <PortalProvider portal={test!.portal}>
            <PortalRoutes router={router} />
          </PortalProvider>
        </StrictMode>,
        { onRecoverableError: (error) => recovered.push(error) },
      );
    });
    await vi.waitFor(() =>
      expect(html.querySelector('main h1')?.textContent).toBe('Hallo, Erika Mustermann'),
    );
    expect(html.querySelector('main h1')).toBe(heading);
    expect(recovered).toEqual([]);
    // React reports attribute and text mismatches it does not recover from on the console.
    expect(consoleError.mock.calls.filter((call) => /hydrat/i.test(String(call[0])))).toEqual([]);
    // Then the live stores: the header's menus and the customer's facts come in place, and the
    // language links keep the address's query.
    await vi.waitFor(() => expect(html.querySelector('header')?.dataset.layout).toBe('mobile'));
    expect(html.querySelector('a[hreflang="fr-FR"]')).toHaveAttribute(
      'href',
      '/fr-fr/dashboard/?irclickid=abc',
    );
    router.dispose();
  });
});
