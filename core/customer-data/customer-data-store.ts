/**
 * The customer data of the session as a store (design §3: subscribe + getSnapshot), loaded with
 * core/api `startCustomerDataLoad` (two waves, every part settling on its own, answers cached by the
 * API client for 5 minutes, so the dashboard after login sends no GET twice, design §8).
 *
 * The store only sequences loads: which calls, which embeds and what a failure means are core/api's.
 * `reload()` is the "Reload" button of the technical-error state (§8): failed parts are asked again,
 * loaded ones come from the cache. A load is keyed by customer number and locale, so switching to
 * a minor's account (active-customer.ts) or another locale loads again, and a logout empties it.
 */
import {
  type ApiClient,
  type CustomerData,
  countryHintOf,
  countryToRecord,
  type Part,
  startCustomerDataLoad,
} from '../api';
import type { TokenStore } from '../auth';
import type { Flags, Region } from '../config';
import type { Customer } from '../customer';
import type { Locale } from '../locale';
import type { IdentityStore } from '../login';
import type { Logger, Unsubscribe } from '../ports';

export type CustomerDataSnapshot =
  | { readonly status: 'signedOut' }
  | { readonly status: 'loading'; readonly data: CustomerData | undefined }
  | { readonly status: 'loaded'; readonly data: CustomerData };

export interface CustomerDataStore {
  getSnapshot(): CustomerDataSnapshot;
  subscribe(listener: () => void): Unsubscribe;
  /** Loads once per session, customer and locale; later calls join or return what is there. */
  load(): Promise<CustomerData | undefined>;
  /**
   * The customer alone, as soon as it has arrived (wave 1): what a route guard needs for the
   * customer redirects of §2.2, without waiting for balances and products.
   */
  loadCustomer(): Promise<Part<Customer> | undefined>;
  /** Loads again: the technical-error state's reload button (§8). */
  reload(): Promise<CustomerData | undefined>;
  dispose(): void;
}

export interface CustomerDataStoreOptions {
  readonly api: Pick<ApiClient, 'get'>;
  readonly identity: IdentityStore;
  readonly tokens: Pick<TokenStore, 'getSnapshot' | 'subscribe'>;
  readonly flags: Pick<Flags, 'umtEnableMinorAccountSwitch'>;
  readonly region: Region;
  readonly locale: () => Locale;
  readonly logger?: Logger | undefined;
  /** Called with the customer number once the customer has loaded (§7 identifier event). */
  readonly onIdentified?: ((customerNumber: string) => void) | undefined;
  /**
   * §3/§6 the minor-account switch: when the customer being looked at changes (here or in another
   * tab), the data shown is loaded again for that customer.
   */
  readonly activeCustomer?: { subscribe(listener: () => void): Unsubscribe } | undefined;
}

const SIGNED_OUT: CustomerDataSnapshot = Object.freeze({ status: 'signedOut' });

interface RunningLoad {
  readonly key: string;
  readonly promise: Promise<CustomerData | undefined>;
  readonly customer: Promise<Part<Customer> | undefined>;
}

/**
 * @example
 * const store = createCustomerDataStore({ api, identity, tokens, flags, region: 'DEU', locale: () => 'de-DE' });
 * await store.load(); // { status: 'loaded', data } in store.getSnapshot()
 */
export function createCustomerDataStore(options: CustomerDataStoreOptions): CustomerDataStore {
  const { api, identity, tokens } = options;
  const listeners = new Set<() => void>();
  let snapshot: CustomerDataSnapshot = SIGNED_OUT;
  let running: RunningLoad | null = null;
  let loadedCustomer: Part<Customer> | undefined;
  let loadedKey: string | null = null;
  // Answers of a load started before a logout must not repopulate the store afterwards.
  let epoch = 0;

  function publish(next: CustomerDataSnapshot) {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  function keyOf(customerNumber: string) {
    return `${customerNumber}|${options.locale()}`;
  }

  function start(customerNumber: string): RunningLoad {
    const key = keyOf(customerNumber);
    const started = epoch;
    const who = identity.get();
    publish({ status: 'loading', data: snapshot.status === 'signedOut' ? undefined : snapshot.data });
    const load = startCustomerDataLoad(api, {
      customerNumber,
      userId: who.userId,
      locale: options.locale(),
      flags: options.flags,
      countryHint: countryHintOf(options.region, who.country),
      logger: options.logger,
    });
    const promise = load.all.then((data) => {
      // A newer load (another customer, a reload) or a logout owns the store now.
      if (started !== epoch || running?.promise !== promise) return started === epoch ? data : undefined;
      running = null;
      loadedKey = key;
      loadedCustomer = data.customer;
      if (data.customer.status === 'loaded') {
        identity.recordCountry(countryToRecord(data.customer.value));
        options.onIdentified?.(customerNumber);
      }
      publish({ status: 'loaded', data });
      return data;
    });
    const customer = load.customer.then((part) => (started === epoch ? part : undefined));
    running = { key, promise, customer };
    return running;
  }

  /** The load in flight or a new one; undefined when there is no session, 'loaded' when it is there. */
  function ensure(force: boolean): RunningLoad | 'loaded' | undefined {
    const customerNumber = identity.customerNumber();
    if (!customerNumber || tokens.getSnapshot().status === 'none') return undefined;
    const key = keyOf(customerNumber);
    if (running && running.key === key && !force) return running;
    if (!force && loadedKey === key && snapshot.status === 'loaded') return 'loaded';
    return start(customerNumber);
  }

  function load(force: boolean): Promise<CustomerData | undefined> {
    const found = ensure(force);
    if (found === undefined) return Promise.resolve(undefined);
    if (found === 'loaded') return Promise.resolve(snapshot.status === 'loaded' ? snapshot.data : undefined);
    return found.promise;
  }

  const stopTokens = tokens.subscribe(() => {
    if (tokens.getSnapshot().status !== 'none' || snapshot.status === 'signedOut') return;
    epoch++;
    running = null;
    loadedKey = null;
    loadedCustomer = undefined;
    publish(SIGNED_OUT);
  });
  // Only a store that shows someone's data follows a switch; a signed-out one loads on demand.
  const stopActive =
    options.activeCustomer?.subscribe(() => {
      if (snapshot.status !== 'signedOut') void load(false);
    }) ?? (() => {});

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: () => load(false),
    loadCustomer() {
      const found = ensure(false);
      if (found === undefined) return Promise.resolve(undefined);
      if (found === 'loaded') return Promise.resolve(loadedCustomer);
      return found.customer;
    },
    reload: () => load(true),
    dispose() {
      stopTokens();
      stopActive();
      listeners.clear();
    },
  };
}
