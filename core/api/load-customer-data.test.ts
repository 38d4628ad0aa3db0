import { describe, expect, it } from 'vitest';
import { delay, type Scheduler } from '../ports';
import type { RecordedRequest } from '../ports/testing';
import { createApiTestKit, json } from './api-test-kit.test-support';
import { CUSTOMER_DATA_PARTS, loadCustomerData, startCustomerDataLoad } from './load-customer-data';

/** Every answer takes this long, so the wave of a request is the time it was sent divided by it. */
const LATENCY_MS = 100;

interface Backend {
  country: string;
  distributorId: string | null;
  cobrandingEnabled: boolean;
  instancePages: number;
  failing: ReadonlySet<string>;
}

function instance(id: string) {
  return {
    product_instance_domain_id: id,
    name: id,
    state: 'ACTIVE',
    instance_template_domain_id: 'DWM50',
    product_category: 'LIQUID',
  };
}

function answer(request: RecordedRequest, backend: Backend): Response {
  const url = new URL(request.url);
  const path = url.pathname;
  const name = [...backend.failing].find((part) => path.endsWith(part));
  if (name) return json({ error: 'server_error' }, 500);
  if (path.endsWith('/customers/0042'))
    return json({
      id: '0042',
      status: 'Active',
      distributorId: backend.distributorId,
      address: { countryCode: backend.country },
      _embedded: { referenceAccounts: [{ iban: 'DE89370400440532013000' }] },
    });
  if (path.endsWith('/accounts'))
    return json({
      data: [
        { id: 'TA-0', state: 'REQUESTED' },
        { id: 'TA-1', state: 'ACTIVE' },
      ],
    });
  if (path.endsWith('/accounts/TA-1'))
    return json({ id: 'TA-1', state: 'ACTIVE', balance: { current: 10, available: 9 } });
  if (path.endsWith('/product-access')) return json({ HAS_FIXED_DEPOSIT_ACCOUNT: true });
  if (path.endsWith('/deposits/types')) return json({ term_deposit: true });
  if (path.endsWith('/products/types')) return json({ term_product_access: true });
  if (path.endsWith('/pom/products')) return json({ dwm: true });
  if (path.endsWith('/customers/0042/products')) return json({ data: [{ id: 'PEN-1', state: 'active' }] });
  if (path.endsWith('/threads/unread-count')) return json(2);
  if (path.endsWith('/cobranding'))
    return json({ logo: backend.cobrandingEnabled ? '/logo.svg' : null, enabled: backend.cobrandingEnabled });
  if (path.endsWith('/distributor-logo'))
    return json({
      distributor_id: 'D-P',
      distributor_logo: { url: '/p.svg' },
      collaboration_text: 'x',
      locale: 'de-DE',
    });
  if (path.endsWith('/switchable-accounts'))
    return json({ data: [{ customer_id: '0077', first_name: 'Max' }] });
  if (path.endsWith('/product_instance')) {
    const pageId = Number(url.searchParams.get('pageId'));
    return json({
      data: [instance(`pi-${pageId}`)],
      page: { pageId, pageSize: 1, totalPages: backend.instancePages, totalElements: backend.instancePages },
    });
  }
  return json({ error: 'not_found' }, 404);
}

function setUp(overrides: Partial<Backend> = {}) {
  const backend: Backend = {
    country: 'DE',
    distributorId: 'D-DIRECT',
    cobrandingEnabled: false,
    instancePages: 1,
    failing: new Set(),
    ...overrides,
  };
  let scheduler: Scheduler | undefined;
  const sentAt: number[] = [];
  const kit = createApiTestKit(async (request) => {
    sentAt.push(kit.time.clock.monotonic());
    await delay(scheduler!, LATENCY_MS);
    return answer(request, backend);
  });
  scheduler = kit.time.scheduler;
  const waves = () => sentAt.map((at) => Math.floor(at / LATENCY_MS) + 1);
  const urls = () => kit.http.calls.map((call) => call.url);
  return { kit, waves, urls };
}

async function load(
  setup: ReturnType<typeof setUp>,
  input: { countryHint?: string; switchOn?: boolean; userId?: string | null } = {},
) {
  const pending = loadCustomerData(setup.kit.api, {
    customerNumber: '0042',
    userId: input.userId === undefined ? 'user-1' : input.userId,
    locale: 'de-DE',
    flags: { umtEnableMinorAccountSwitch: input.switchOn ?? false },
    countryHint: input.countryHint,
    logger: setup.kit.logger,
  });
  // Long enough for the retries of failing calls too.
  await setup.kit.time.advance(10_000);
  return pending;
}

describe('loadCustomerData (design §8: at most 3 waves including login, no duplicate GET)', () => {
  it('loads everything for a German customer in two waves without a duplicate GET', async () => {
    const setup = setUp();
    const data = await load(setup);
    expect(Math.max(...setup.waves())).toBeLessThanOrEqual(2);
    expect(new Set(setup.urls()).size).toBe(setup.urls().length);
    expect(data.customer).toMatchObject({ status: 'loaded', value: { id: '0042' } });
    expect(data.preferredAccount).toMatchObject({
      status: 'loaded',
      value: { id: 'TA-1', balance: { current: 10 } },
    });
    expect(data.accounts).toMatchObject({ status: 'loaded', value: [{ id: 'TA-0' }, { id: 'TA-1' }] });
    expect(data.productTypes).toMatchObject({ status: 'loaded', value: { term_product_access: true } });
    expect(data.pensionProducts).toMatchObject({ status: 'loaded', value: [{ id: 'PEN-1' }] });
    expect(data.unreadCount).toEqual({ status: 'loaded', value: 2 });
    expect(data.productInstances).toMatchObject({
      status: 'loaded',
      value: [{ product_instance_domain_id: 'pi-0' }],
    });
    expect(setup.urls().find((url) => url.includes('/customers/0042?'))).toContain('data-validity');
  });

  it('asks for pension products in the first wave when the country is known to be German (§6)', async () => {
    const setup = setUp();
    await load(setup, { countryHint: 'DE' });
    const index = setup.urls().findIndex((url) => url.endsWith('/customers/0042/products'));
    expect(setup.waves()[index]).toBe(1);
  });

  it('does not load pension products for a non-German customer (§6)', async () => {
    const setup = setUp({ country: 'AT' });
    const data = await load(setup, { countryHint: 'DE' });
    expect(data.pensionProducts.status).toBe('skipped');
    const asked = setUp({ country: 'AT' });
    await load(asked);
    expect(asked.urls().some((url) => url.endsWith('/customers/0042/products'))).toBe(false);
  });

  it('leaves out data validity for a UK customer (§7)', async () => {
    const setup = setUp({ country: 'GB' });
    const data = await load(setup, { countryHint: 'GB' });
    const customerUrls = setup.urls().filter((url) => url.includes('/customers/0042?'));
    expect(customerUrls).toHaveLength(1);
    expect(customerUrls[0]).not.toContain('data-validity');
    expect(data.pensionProducts.status).toBe('skipped');
  });

  it('asks again with data validity when the UK guess was wrong (§7)', async () => {
    const setup = setUp({ country: 'DE' });
    await load(setup, { countryHint: 'GB' });
    const customerUrls = setup.urls().filter((url) => url.includes('/customers/0042?'));
    expect(customerUrls).toHaveLength(2);
    expect(customerUrls[1]).toContain('data-validity');
    expect(Math.max(...setup.waves())).toBeLessThanOrEqual(2);
  });

  it('reads every product-instance page, the later ones together in the second wave', async () => {
    const setup = setUp({ instancePages: 3 });
    const data = await load(setup);
    expect(data.productInstances).toMatchObject({
      status: 'loaded',
      value: [
        { product_instance_domain_id: 'pi-0' },
        { product_instance_domain_id: 'pi-1' },
        { product_instance_domain_id: 'pi-2' },
      ],
    });
    expect(Math.max(...setup.waves())).toBe(2);
  });

  it('asks for the partner logo only when cobranding is enabled', async () => {
    const off = setUp();
    expect((await load(off)).distributorLogo.status).toBe('skipped');
    const on = setUp({ cobrandingEnabled: true, distributorId: 'D-P' });
    expect((await load(on)).distributorLogo).toMatchObject({
      status: 'loaded',
      value: { distributor_id: 'D-P' },
    });
  });
});

describe('switchable accounts (§7, §8)', () => {
  it('are not asked for without the flag or without a user id', async () => {
    const off = setUp();
    expect((await load(off)).switchableAccounts.status).toBe('skipped');
    const noUser = setUp();
    expect((await load(noUser, { switchOn: true, userId: null })).switchableAccounts.status).toBe('skipped');
    expect([...off.urls(), ...noUser.urls()].some((url) => url.includes('switchable'))).toBe(false);
  });

  it('are loaded with the flag and a user id', async () => {
    const setup = setUp();
    const data = await load(setup, { switchOn: true });
    expect(data.switchableAccounts).toMatchObject({ status: 'loaded', value: [{ customer_id: '0077' }] });
  });

  it('log only a warning when they fail', async () => {
    const setup = setUp({ failing: new Set(['switchable-accounts']) });
    const data = await load(setup, { switchOn: true });
    expect(data.switchableAccounts.status).toBe('failed');
    expect(setup.kit.logger.messages('warn')).toContain('Switchable accounts could not be loaded');
    expect(data.customer.status).toBe('loaded');
  });
});

describe('partial failures (§8: other API errors are logged only)', () => {
  it('keeps the other parts when the customer fails; what depends on it fails with it, never "no data"', async () => {
    const setup = setUp({ failing: new Set(['/customer/customers/0042']) });
    const data = await load(setup);
    expect(data.customer).toMatchObject({ status: 'failed', error: { code: 'API_HTTP', status: 500 } });
    expect(data.productTypes).toMatchObject({ status: 'failed', error: { code: 'API_HTTP', status: 500 } });
    expect(data.pensionProducts.status).toBe('failed');
    expect(data.accounts.status).toBe('loaded');
    expect(data.unreadCount.status).toBe('loaded');
  });

  it('the balance fails with the account list it needs (the account card shows the error, not "no data")', async () => {
    const setup = setUp({ failing: new Set(['/transactionAccount/accounts']) });
    const data = await load(setup);
    expect(data.accounts.status).toBe('failed');
    expect(data.preferredAccount).toMatchObject({ status: 'failed', error: { code: 'API_HTTP' } });
  });
});

describe('each part on its own: a store publishes parts as they settle', () => {
  it('the parts of wave 1 settle before the answers of wave 2 arrive; every part is in `all`', async () => {
    const setup = setUp();
    const load = startCustomerDataLoad(setup.kit.api, {
      customerNumber: '0042',
      userId: 'user-1',
      locale: 'de-DE',
      flags: { umtEnableMinorAccountSwitch: false },
    });
    const settledAt: Partial<Record<string, number>> = {};
    for (const name of CUSTOMER_DATA_PARTS)
      void load.parts[name].then(() => {
        settledAt[name] = setup.kit.time.clock.monotonic();
      });
    await setup.kit.time.advance(10_000);
    const all = await load.all;
    expect(Object.keys(load.parts).sort()).toEqual([...CUSTOMER_DATA_PARTS].sort());
    expect(Object.keys(all).sort()).toEqual([...CUSTOMER_DATA_PARTS].sort());
    // The customer and the unread count answer in wave 1 (100 ms); the balance needs the accounts (200 ms).
    expect(settledAt.customer).toBe(LATENCY_MS);
    expect(settledAt.unreadCount).toBe(LATENCY_MS);
    expect(settledAt.preferredAccount).toBe(2 * LATENCY_MS);
    expect(await load.parts.customer).toBe(all.customer);
  });
});
