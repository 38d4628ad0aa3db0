/**
 * The API client, loaded on its first call (issue 12). The client's module brings query-core and
 * every response schema with zod; a page that makes no API call (the login page before its
 * footer) should not download or run them. Browsers import this module at start-up; the client
 * itself arrives with the first `get`, and from then on every method goes straight to it.
 *
 * Before it has loaded there is nothing cached: `peek` answers undefined and `purge` has nothing
 * to drop, except that a `get` waiting for the module is abandoned (API_CANCELLED), exactly like a
 * call in flight during a purge.
 */

import type { EndpointName } from '../contract';
import type { ApiClient, ApiClientOptions } from './api-client';
import type { ApiCall } from './call';
import { ApiError } from './errors';
import type { ApiMutation } from './mutation';

/**
 * @example
 * const api = createLazyApiClient({ services, fetch, scheduler, clock, tokens, session, scope });
 * const footer = await api.get(footerCall({ locale: 'de-DE' })); // loads the client, then calls
 */
export function createLazyApiClient(
  options: ApiClientOptions,
  load: () => Promise<{ createApiClient(options: ApiClientOptions): ApiClient }> = () =>
    import('./api-client'),
): ApiClient {
  let client: ApiClient | undefined;
  let loading: Promise<ApiClient> | undefined;
  let disposed = false;
  /** Changes on every purge before the client exists; a call that waited across one is cancelled. */
  let epoch = 0;

  function loaded(): Promise<ApiClient> {
    loading ??= load().then((module) => {
      client = module.createApiClient(options);
      if (disposed) client.dispose();
      return client;
    });
    return loading;
  }

  const cancelled = (call: { readonly name: EndpointName }) =>
    new ApiError('API_CANCELLED', `The ${call.name} call was abandoned before the client loaded.`, {
      call: call.name,
    });

  return {
    async get<T>(call: ApiCall<T>): Promise<T> {
      if (client) return client.get(call);
      const startedIn = epoch;
      const ready = await loaded();
      if (disposed || startedIn !== epoch) throw cancelled(call);
      return ready.get(call);
    },
    // A change is sent after the page has loaded its data, so the client is there or on its way.
    async send<T>(mutation: ApiMutation<T>): Promise<T> {
      if (client) return client.send(mutation);
      const ready = await loaded();
      if (disposed) throw cancelled(mutation);
      return ready.send(mutation);
    },
    peek: (call) => client?.peek(call),
    purge() {
      epoch++;
      client?.purge();
    },
    dispose() {
      disposed = true;
      client?.dispose();
    },
  };
}
