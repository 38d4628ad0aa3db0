import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestPortal, signIn, type TestPortal } from '../test/harness';
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
