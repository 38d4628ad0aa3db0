import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageName } from '../pages';
import { createTestPortal, signIn, storeSession, type TestPortal } from '../test/harness';
import { loadPage } from './page-code';
import { createResolver } from './resolve';
import { parsePath } from './router';

/** The page-code loader, counting the dashboard's loads. */
function watchedCode() {
  const load = vi.fn((page: PageName) => loadPage(page));
  const dashboardLoads = () => load.mock.calls.filter(([page]) => page === 'dashboard').length;
  return { load, dashboardLoads };
}

let test: TestPortal;
afterEach(() => {
  vi.restoreAllMocks();
  test?.portal.dispose();
});

/** Holds the customer call (what the guard waits for) until `release()`. */
function holdCustomer(portal: TestPortal) {
  const handle = portal.sandbox.handle.bind(portal.sandbox);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  portal.sandbox.handle = async (request) => {
    if (/\/customers\/[^/]+$/.test(new URL(request.url).pathname)) {
      asked = true;
      await gate;
    }
    return handle(request);
  };
  return { release, asked: () => asked };
}

describe('resolving a signed-in page opened directly (decision 127)', () => {
  it('fetches the page’s code while the guard waits for the customer, once', async () => {
    test = await createTestPortal();
    await signIn(test, 'demo@sandbox.local');
    const customer = holdCustomer(test);
    const code = watchedCode();
    const resolving = createResolver(test.portal, code.load)(parsePath('/de-de/dashboard/'));
    await vi.waitFor(() => expect(customer.asked()).toBe(true));
    expect(code.dashboardLoads()).toBe(1); // before the customer has answered
    customer.release();
    expect(await resolving).toMatchObject({ type: 'render', view: { kind: 'page', route: 'dashboard' } });
    expect(code.dashboardLoads()).toBe(1);
  });

  it('without a session it sends the visitor to the login and does not fetch the page’s code', async () => {
    test = await createTestPortal();
    const code = watchedCode();
    const resolution = await createResolver(test.portal, code.load)(parsePath('/de-de/dashboard/'));
    expect(resolution).toMatchObject({ type: 'redirect', to: expect.stringMatching(/^\/de-de\/login\//) });
    expect(code.dashboardLoads()).toBe(0);
  });
});

describe('the guards and the signed-in world (docs/loading.md)', () => {
  it('with nothing stored, answer “not signed in” without loading the signed-in world', async () => {
    test = await createTestPortal();
    const resolve = createResolver(test.portal);
    expect(await resolve(parsePath('/de-de/login/'))).toMatchObject({
      type: 'render',
      view: { kind: 'page', route: 'login' },
    });
    expect(await resolve(parsePath('/de-de/'))).toMatchObject({ type: 'redirect', to: '/de-de/login/' });
    expect(await resolve(parsePath('/de-de/dashboard/'))).toMatchObject({
      type: 'redirect',
      to: expect.stringMatching(/^\/de-de\/login\//),
    });
    expect(test.portal.core.current()).toBeUndefined();
    expect(test.portal.session.current()).toBeUndefined();
  });

  it('with a stored session (a returning customer), load the signed-in world and let the customer in', async () => {
    test = await createTestPortal();
    await storeSession(test, 'demo@sandbox.local');
    const code = watchedCode();
    const resolve = createResolver(test.portal, code.load);
    expect(await resolve(parsePath('/de-de/login/'))).toMatchObject({
      type: 'redirect',
      to: '/de-de/dashboard/',
    });
    expect(test.portal.core.current()).toBeDefined();
    expect(await resolve(parsePath('/de-de/dashboard/'))).toMatchObject({
      type: 'render',
      view: { kind: 'page', route: 'dashboard', signedIn: true },
    });
    expect(code.dashboardLoads()).toBe(1);
    // A public page while the session is there is drawn in the signed-in world's frame.
    expect(await resolve(parsePath('/de-de/register/'))).toMatchObject({
      type: 'render',
      view: { kind: 'page', route: 'register', signedIn: true },
    });
  });

  it('a stored session fetches the page’s code beside the guard while the signed-in world is still loading', async () => {
    test = await createTestPortal();
    await storeSession(test, 'demo@sandbox.local');
    const code = watchedCode();
    const resolving = createResolver(test.portal, code.load)(parsePath('/de-de/dashboard/'));
    expect(test.portal.core.current()).toBeUndefined();
    expect(code.dashboardLoads()).toBe(1); // at once, not after the signed-in world and the customer
    expect(await resolving).toMatchObject({ type: 'render', view: { kind: 'page', route: 'dashboard' } });
  });
});
