import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestPortal, signIn, storeSession, type TestPortal } from '../test/harness';
import { createResolver } from './resolve';
import { parsePath } from './router';
import { PAGE_CODE } from './routes';

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

describe('resolving a signed-in page opened directly (issue 12, decision 127)', () => {
  it('fetches the page’s code while the guard waits for the customer, once', async () => {
    test = await createTestPortal();
    await signIn(test, 'demo@sandbox.local');
    const customer = holdCustomer(test);
    const load = vi.spyOn(PAGE_CODE, 'dashboard');
    const resolving = createResolver(test.portal)(parsePath('/de-de/dashboard/'));
    await vi.waitFor(() => expect(customer.asked()).toBe(true));
    expect(load).toHaveBeenCalledTimes(1); // before the customer has answered
    customer.release();
    expect(await resolving).toMatchObject({ type: 'render', view: { kind: 'page', route: 'dashboard' } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a session it sends the visitor to the login and does not fetch the page’s code', async () => {
    test = await createTestPortal();
    const load = vi.spyOn(PAGE_CODE, 'dashboard');
    const resolution = await createResolver(test.portal)(parsePath('/de-de/dashboard/'));
    expect(resolution).toMatchObject({ type: 'redirect', to: expect.stringMatching(/^\/de-de\/login\//) });
    expect(load).not.toHaveBeenCalled();
  });
});

describe('the guards and the portal’s core (issue 12, decision 160)', () => {
  it('with nothing stored, answer “not signed in” without loading the core', async () => {
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
    expect(test.portal.core.current()).toBeNull();
  });

  it('with a stored session (a returning customer), load the core and let the customer in', async () => {
    test = await createTestPortal();
    await storeSession(test, 'demo@sandbox.local');
    const load = vi.spyOn(PAGE_CODE, 'dashboard');
    const resolve = createResolver(test.portal);
    expect(await resolve(parsePath('/de-de/login/'))).toMatchObject({
      type: 'redirect',
      to: '/de-de/dashboard/',
    });
    expect(test.portal.core.current()).not.toBeNull();
    expect(await resolve(parsePath('/de-de/dashboard/'))).toMatchObject({
      type: 'render',
      view: { kind: 'page', route: 'dashboard' },
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a stored session fetches the page’s code beside the guard while the core is still loading', async () => {
    test = await createTestPortal();
    await storeSession(test, 'demo@sandbox.local');
    const load = vi.spyOn(PAGE_CODE, 'dashboard');
    const resolving = createResolver(test.portal)(parsePath('/de-de/dashboard/'));
    expect(test.portal.core.current()).toBeNull();
    expect(load).toHaveBeenCalledTimes(1); // at once, not after the core and the customer
    expect(await resolving).toMatchObject({ type: 'render', view: { kind: 'page', route: 'dashboard' } });
  });
});
