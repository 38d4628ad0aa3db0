import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiClientOptions } from './api-client';
import { unreadCountCall } from './customer-calls';
import { createLazyApiClient } from './lazy-api-client';

/** A loader whose module arrives when the test says so, with a client that records its use. */
function deferredLoader() {
  const log: string[] = [];
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  let loads = 0;
  const client: ApiClient = {
    get: async (call) => {
      log.push(`get ${call.name}`);
      return 7 as never;
    },
    send: async (mutation) => {
      log.push(`send ${mutation.name}`);
      return 7 as never;
    },
    peek: () => 7 as never,
    purge: () => log.push('purge'),
    dispose: () => log.push('dispose'),
  };
  const load = async () => {
    loads++;
    await arrived;
    return { createApiClient: (_: ApiClientOptions) => client };
  };
  return { load, log, release, loads: () => loads };
}

const options = {} as ApiClientOptions;
const call = () => unreadCountCall({ customerId: '0042' });

describe('lazy API client (issue 12: query-core and the schemas load with the first call)', () => {
  it('loads nothing until the first call, then loads once for concurrent calls', async () => {
    const loader = deferredLoader();
    const api = createLazyApiClient(options, loader.load);
    expect(loader.loads()).toBe(0);
    expect(api.peek(call())).toBeUndefined();
    const both = Promise.all([api.get(call()), api.get(call())]);
    loader.release();
    await expect(both).resolves.toEqual([7, 7]);
    expect(loader.loads()).toBe(1);
    expect(api.peek(call())).toBe(7);
    expect(loader.log).toEqual(['get unreadCount', 'get unreadCount']);
  });

  it('abandons a call that waited for the client across a purge, like a call in flight', async () => {
    const loader = deferredLoader();
    const api = createLazyApiClient(options, loader.load);
    const waiting = api.get(call());
    api.purge();
    loader.release();
    await expect(waiting).rejects.toMatchObject({ code: 'API_CANCELLED' });
    await expect(api.get(call())).resolves.toBe(7);
  });

  it('disposes a client that arrives after the portal was disposed', async () => {
    const loader = deferredLoader();
    const api = createLazyApiClient(options, loader.load);
    const waiting = api.get(call());
    api.dispose();
    loader.release();
    await expect(waiting).rejects.toMatchObject({ code: 'API_CANCELLED' });
    expect(loader.log).toEqual(['dispose']);
  });
});
