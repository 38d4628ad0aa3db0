import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerData } from '../../../core/api';
import type { PensionProduct, ProductInstance } from '../../../core/products';
import { LocaleProvider, PortalProvider } from '../../app/PortalContext';
import styles from '../../components/section/Sections.module.css';
import { createTestPortal, renderAt, signIn, type TestPortal } from '../../test/harness';
import { InRouter } from '../../test/in-router';
import { ProductsOverview } from './ProductsOverview';

let test: TestPortal;

/**
 * Holds every answer but the login's and the customer's (the route needs the customer to draw the
 * page) until `release()`: the dashboard shows its loading state. Released well within the API's
 * 3 s timeout (§9).
 */
function holdDataCalls(portal: TestPortal): () => void {
  const handle = portal.sandbox.handle.bind(portal.sandbox);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  portal.sandbox.handle = async (request) => {
    const path = new URL(request.url).pathname;
    if (!/^\/(auth|captcha)\//.test(path) && !/\/customers\/[^/]+$/.test(path)) await gate;
    return handle(request);
  };
  return release;
}

/**
 * The box structure of a part as layout sees it: elements with their tag and classes, and 'T' for
 * a line of text, whether a real value or a skeleton bar (one line of the same font either way).
 * A link and its placeholder are both one inline box, so `a` counts as `span`.
 */
function shapeOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ? 'T' : '';
  if (!(node instanceof Element)) return '';
  if (node.classList.contains(styles.skeleton!)) return 'T';
  const tag = node.tagName === 'A' ? 'span' : node.tagName.toLowerCase();
  const children = [...node.childNodes].map(shapeOf).filter(Boolean);
  const merged = children.filter((shape, index) => shape !== 'T' || children[index - 1] !== 'T');
  return `${tag}.${[...node.classList].sort().join('.')}[${merged.join(',')}]`;
}

/**
 * The shapes of a section's parts: a loading part's skeleton, or a loaded part's content (inside
 * the placeholder's elements when it was filled in place).
 */
function partShapes(section: HTMLElement): string[] {
  return [...section.querySelectorAll(`.${styles.part}`)].map((part) => {
    const skeleton = part.querySelector(`:scope > .${styles.placeholder} > div`);
    return [...(skeleton ?? part).childNodes].map(shapeOf).join(',');
  });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('dashboard placeholders (design §8: CLS 0, §2.3)', () => {
  it('while loading, the account, the unread line and the deposits have the loaded markup, values as bars', async () => {
    test = await createTestPortal();
    // Held from the start: signing in already starts loading the customer data.
    const release = holdDataCalls(test);
    await signIn(test, 'demo@sandbox.local');
    renderAt(test, '/de-de/dashboard/');
    await screen.findByRole('heading', { level: 1 });
    const account = region('Verrechnungskonto');
    const deposits = region('Einlagen');
    expect(
      within(account)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toEqual(['Wird geladen…', 'Wird geladen…']);
    const loading = { account: partShapes(account), deposits: partShapes(deposits) };
    expect(loading.account).toHaveLength(2);
    const balanceElements = [...account.querySelectorAll(`.${styles.balance}, dd`)];

    release();
    expect(await within(account).findByText('12.000,00 €')).toBeInTheDocument();
    expect(within(account).queryByRole('status')).toBeNull();
    expect(partShapes(account)).toEqual(loading.account);
    expect(partShapes(deposits)).toEqual(loading.deposits);
    // The balances and details arrive in the skeleton's own elements (decision 162: no new, larger
    // element painted when the answer comes, which the browser would report as a later LCP).
    expect([...account.querySelectorAll(`.${styles.balance}, dd`)]).toEqual(balanceElements);
    expect(balanceElements.every((element) => element.isConnected)).toBe(true);
    expect(balanceElements[0]?.closest('[aria-hidden]')).toBeNull();
  });

  it('a failed unread count keeps its one line: a link to the messages without a number', async () => {
    test = await createTestPortal();
    await signIn(test, 'demo@sandbox.local');
    test.failWhen((url) => url.pathname.endsWith('/threads/unread-count'));
    renderAt(test, '/de-de/dashboard/');
    const account = await screen.findByRole('region', { name: 'Verrechnungskonto' });
    const link = await within(account).findByRole('link', { name: 'Nachrichten' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', '/de-de/postbox/messages');
    expect(within(account).queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  });
});

const INSTANCE = {
  product_instance_domain_id: 'pi-1',
  name: 'Robo-Portfolio 70',
  state: 'ACTIVE',
  product_category: 'LIQUID',
  currency: 'EUR',
} as unknown as ProductInstance;
const PENSION = {
  id: 'p-1',
  name: 'ETF-Rente',
  type: 'ETF',
  state: 'active',
  balance: 100,
} as PensionProduct;

async function renderProducts(data: Partial<CustomerData>) {
  test = await createTestPortal();
  render(
    <PortalProvider portal={test.portal}>
      <LocaleProvider locale="de-DE">
        <InRouter>
          <ProductsOverview data={data} />
        </InRouter>
      </LocaleProvider>
    </PortalProvider>,
  );
}

describe('products of unknown number (design §8: CLS 0)', () => {
  it('the pension section waits below the investments until their list has settled', async () => {
    await renderProducts({ pensionProducts: { status: 'loaded', value: [PENSION] } });
    expect(screen.getByRole('region', { name: 'Geldanlage' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Altersvorsorge' })).toBeNull();
  });

  it('once the investments are there, the pensions follow', async () => {
    await renderProducts({
      productInstances: { status: 'loaded', value: [INSTANCE] },
      pensionProducts: { status: 'loaded', value: [PENSION] },
    });
    expect(within(region('Geldanlage')).getByText('Robo-Portfolio 70')).toBeInTheDocument();
    expect(within(region('Altersvorsorge')).getByText('ETF-Rente')).toBeInTheDocument();
  });
});
