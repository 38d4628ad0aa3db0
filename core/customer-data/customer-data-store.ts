/**
 * The customer data of the session as a store (design §3: subscribe + getSnapshot), loaded with
 * core/api `startCustomerDataLoad` (two waves, every part settling on its own, answers cached by the
 * API client for 5 minutes, so the dashboard after login sends no GET twice, design §8).
 *
 * Parts are published as they settle (status 'loading' with the parts known so far, then 'loaded'
 * with all of them): the customer's name is on screen after the first wave, and each section fills
 * in on its own instead of every section waiting for the slowest call (decision 126).
 *
 * The store only sequences loads: which calls, which embeds and what a failure means are core/api's.
 * `reload()` is the "Reload" button of the technical-error state (§8): failed parts are asked again,
 * loaded ones come from the cache. A load is keyed by customer number and locale, so switching to
 * a minor's account (active-customer.ts) or another locale loads again, and a logout empties it.
 */
import {
  type ApiClient,
  CUSTOMER_DATA_PARTS,
  type CustomerData,
  countryHintOf,
  countryToRecord,
  type Part,
  type PartialCustomerData,
  startCustomerDataLoad,
} from '../api';
import type { TokenStore } from '../auth';
import type { Flags, Region } from '../config';
import type { Customer } from '../customer';
import type { Locale } from '../locale';
import type { IdentityStore } from '../login';
import type { Logger, Unsubscribe } from '../ports';
import { createEmitter } from '../store';

export type CustomerDataSnapshot =
  | { readonly status: 'signedOut' }
  /** The parts known so far: a part that is not there is still loading (its skeleton is shown). */
  | { readonly status: 'loading'; readonly data: PartialCustomerData }
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
  /**
   * Loads again only when a part failed (the connection came back); what is there stays.
   * @example connection.onRestored(() => void store.reloadFailed());
   */
  reloadFailed(): Promise<CustomerData | undefined>;
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
  const listeners = createEmitter();
  let snapshot: CustomerDataSnapshot = SIGNED_OUT;
  let running: RunningLoad | null = null;
  let loadedCustomer: Part<Customer> | undefined;
  let loadedKey: string | null = null;
  /** Whose parts the snapshot holds (parts of two customers are never shown together). */
  let shownCustomer: string | null = null;
  // Answers of a load started before a logout must not repopulate the store afterwards.
  let epoch = 0;

  function publish(next: CustomerDataSnapshot) {
    snapshot = next;
    listeners.emit();
  }

  function keyOf(customerNumber: string) {
    return `${customerNumber}|${options.locale()}`;
  }

  /**
   * What stays on screen while a new load starts. For the customer already shown (a reload, another
   * locale): every part that did not fail, each replaced when its new answer arrives, while a failed
   * part shows "loading" again until it is answered. For another customer (the minor switch): only
   * the user's switchable accounts (the same list for parent and minor), never one customer's
   * figures beside another customer's name.
   */
  function carriedOver(customerNumber: string): PartialCustomerData {
    if (snapshot.status === 'signedOut') return {};
    const previous: PartialCustomerData = snapshot.data;
    if (shownCustomer !== customerNumber)
      return previous.switchableAccounts ? { switchableAccounts: previous.switchableAccounts } : {};
    const kept: Record<string, Part<unknown>> = {};
    for (const name of CUSTOMER_DATA_PARTS) {
      const part = previous[name];
      if (part && part.status !== 'failed') kept[name] = part;
    }
    return kept as PartialCustomerData;
  }

  function identified(customerNumber: string, customer: Part<Customer>) {
    if (customer.status !== 'loaded') return;
    identity.recordCountry(countryToRecord(customer.value));
    options.onIdentified?.(customerNumber);
  }

  function start(customerNumber: string): RunningLoad {
    const key = keyOf(customerNumber);
    const started = epoch;
    const who = identity.get();
    let known = carriedOver(customerNumber);
    shownCustomer = customerNumber;
    publish({ status: 'loading', data: known });
    const load = startCustomerDataLoad(api, {
      customerNumber,
      userId: who.userId,
      locale: options.locale(),
      flags: options.flags,
      countryHint: countryHintOf(options.region, who.country),
      logger: options.logger,
    });
    // A newer load (another customer, a reload) or a logout owns the store now.
    const owns = () => started === epoch && running?.promise === promise;
    const promise = load.all.then((data) => {
      if (!owns()) return started === epoch ? data : undefined;
      running = null;
      loadedKey = key;
      loadedCustomer = data.customer;
      publish({ status: 'loaded', data });
      return data;
    });
    let settled = 0;
    const follow = <K extends keyof CustomerData>(name: K) =>
      load.parts[name].then((part) => {
        if (!owns()) return;
        settled++;
        known = { ...known, [name]: part };
        if (name === 'customer') identified(customerNumber, part as Part<Customer>);
        // The last part is published with all the others, as 'loaded'.
        if (settled < CUSTOMER_DATA_PARTS.length) publish({ status: 'loading', data: known });
      });
    for (const name of CUSTOMER_DATA_PARTS) void follow(name);
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
    shownCustomer = null;
    publish(SIGNED_OUT);
  });
  // Only a store that shows someone's data follows a switch; a signed-out one loads on demand.
  const stopActive =
    options.activeCustomer?.subscribe(() => {
      if (snapshot.status !== 'signedOut') void load(false);
    }) ?? (() => {});

  return {
    getSnapshot: () => snapshot,
    subscribe: listeners.subscribe,
    load: () => load(false),
    loadCustomer() {
      const found = ensure(false);
      if (found === undefined) return Promise.resolve(undefined);
      if (found === 'loaded') return Promise.resolve(loadedCustomer);
      return found.customer;
    },
    reload: () => load(true),
    reloadFailed() {
      const shown: PartialCustomerData = snapshot.status === 'signedOut' ? {} : snapshot.data;
      const failed = CUSTOMER_DATA_PARTS.some((name) => shown[name]?.status === 'failed');
      return failed ? load(true) : Promise.resolve(snapshot.status === 'loaded' ? snapshot.data : undefined);
    },
    dispose() {
      stopTokens();
      stopActive();
      listeners.clear();
    },
  };
}
