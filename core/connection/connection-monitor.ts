/**
 * Whether the back end can be reached, as the customer must be told (a designed state for an
 * outage): "online"; "offline" when the device says it has no network; "unreachable" when the
 * device is online but the servers do not answer.
 *
 * The monitor wraps the Fetch port that every call of the portal goes through (API client, login,
 * bot check, CMS, logout), so it learns from real traffic and needs no polling while all is well:
 *
 * - a request that fails at the network level (connection refused, reset, DNS) or that a gateway
 *   answers with 502, 503 or 504 means the back end is unreachable;
 * - any other answer means it is reachable again;
 * - a request the portal aborted itself (its 3 s deadline, a cancelled query) says nothing about the
 *   connection: a slow answer is the caller's to handle (an error state with a retry).
 *
 * While unreachable it checks again on its own, with growing pauses (2 s up to 30 s), and at once
 * when the device comes back online, the page becomes visible again, or the customer asks
 * (`retry`). A check is a plain GET of the address that last failed, without credentials: any
 * answer but a gateway's 502 to 504 shows the server is there. Once it is, `onRestored` listeners
 * ask again for what failed meanwhile (the customer data, the footer), so the page mends itself.
 */
import type { Clock, Fetch, LifecycleSource, Logger, Scheduler, TimerHandle, Unsubscribe } from '../ports';
import { SILENT_LOGGER } from '../ports';
import { createEmitter, createStore } from '../store';

export type ConnectionSnapshot =
  | { readonly status: 'online' }
  | {
      readonly status: 'offline' | 'unreachable';
      /** A check is under way (the banner's button waits meanwhile). */
      readonly checking: boolean;
      /** When the connection was lost (Clock port, epoch ms). */
      readonly since: number;
    };

export interface ConnectionMonitor {
  /** The Fetch port to hand to everything else: the same fetch, with its outcomes observed. */
  readonly fetch: Fetch;
  getSnapshot(): ConnectionSnapshot;
  subscribe(listener: () => void): Unsubscribe;
  /** Checks at once (the customer pressed "Try again"); nothing happens while online. */
  retry(): void;
  /** Told once each time the connection is back after being lost: ask again for what failed. */
  onRestored(listener: () => void): Unsubscribe;
  dispose(): void;
}

export interface ConnectionMonitorOptions {
  /** The real fetch. */
  readonly fetch: Fetch;
  readonly scheduler: Scheduler;
  readonly clock: Clock;
  /** Device online/offline and page visibility; without it, only requests and `retry` move it. */
  readonly lifecycle?: LifecycleSource | undefined;
  readonly logger?: Logger | undefined;
  /** Pauses before the checks of one outage; the last repeats. */
  readonly retryDelaysMs?: readonly number[] | undefined;
  /** How long a check may take before it counts as failed. */
  readonly checkTimeoutMs?: number | undefined;
}

export const CONNECTION_RETRY_DELAYS_MS: readonly number[] = [2_000, 5_000, 10_000, 20_000, 30_000];
const CHECK_TIMEOUT_MS = 10_000;
/** A gateway answering for a back end that is not there. */
const GATEWAY_DOWN: ReadonlySet<number> = new Set([502, 503, 504]);

const ONLINE: ConnectionSnapshot = Object.freeze({ status: 'online' });

function requestUrl(input: string | URL): string {
  return typeof input === 'string' ? input : input.href;
}

/**
 * @example
 * const connection = createConnectionMonitor({ fetch: window.fetch.bind(window), scheduler, clock, lifecycle });
 * const ports = { ...browserPorts, fetch: connection.fetch };
 * connection.onRestored(() => void core.customerData.reload());
 */
export function createConnectionMonitor(options: ConnectionMonitorOptions): ConnectionMonitor {
  const { scheduler, clock } = options;
  const realFetch = options.fetch;
  const logger = options.logger ?? SILENT_LOGGER;
  const delays = options.retryDelaysMs?.length ? options.retryDelaysMs : CONNECTION_RETRY_DELAYS_MS;
  const checkTimeoutMs = options.checkTimeoutMs ?? CHECK_TIMEOUT_MS;
  const store = createStore<ConnectionSnapshot>(ONLINE);
  const restored = createEmitter();
  /** The address that failed last: what a check asks for. */
  let failedUrl: string | undefined;
  let attempt = 0;
  let timer: TimerHandle | undefined;
  let checking: AbortController | undefined;
  let disposed = false;

  const lost = () => store.getSnapshot().status !== 'online';

  function cancelTimer() {
    if (timer !== undefined) scheduler.clearTimeout(timer);
    timer = undefined;
  }

  function publishLost(status: 'offline' | 'unreachable') {
    const current = store.getSnapshot();
    store.publish({
      status,
      checking: checking !== undefined,
      since: current.status === 'online' ? clock.now() : current.since,
    });
  }

  function scheduleCheck() {
    cancelTimer();
    if (disposed || store.getSnapshot().status !== 'unreachable') return;
    const wait = delays[Math.min(attempt, delays.length - 1)]!;
    attempt++;
    timer = scheduler.setTimeout(() => {
      timer = undefined;
      void check();
    }, wait);
  }

  function markUnreachable(url: string) {
    failedUrl = url;
    if (store.getSnapshot().status === 'offline') return;
    const wasOnline = !lost();
    publishLost('unreachable');
    if (wasOnline) {
      logger.warn('The back end cannot be reached');
      attempt = 0;
      scheduleCheck();
    }
  }

  function markReachable() {
    if (!lost()) return;
    cancelTimer();
    checking?.abort();
    checking = undefined;
    failedUrl = undefined;
    attempt = 0;
    store.publish(ONLINE);
    logger.info('The back end can be reached again');
    restored.emit();
  }

  /** A GET of the last failed address: any answer but a gateway's says the server is there. */
  async function check(): Promise<void> {
    if (disposed || checking || !lost()) return;
    cancelTimer();
    const url = failedUrl;
    if (url === undefined) {
      // Nothing failed: only the device said it was offline, and only it can say otherwise.
      if (store.getSnapshot().status === 'unreachable') markReachable();
      return;
    }
    const controller = new AbortController();
    checking = controller;
    publishLost(store.getSnapshot().status === 'offline' ? 'offline' : 'unreachable');
    const deadline = scheduler.setTimeout(() => controller.abort(), checkTimeoutMs);
    let answered = false;
    try {
      const response = await realFetch(url, {
        method: 'GET',
        credentials: 'omit',
        cache: 'no-store',
        signal: controller.signal,
      });
      answered = !GATEWAY_DOWN.has(response.status);
    } catch {
      answered = false;
    } finally {
      scheduler.clearTimeout(deadline);
    }
    if (checking !== controller) return; // reachable meanwhile, or disposed
    checking = undefined;
    if (answered) {
      markReachable();
      return;
    }
    publishLost(store.getSnapshot().status === 'offline' ? 'offline' : 'unreachable');
    scheduleCheck();
  }

  const observedFetch: Fetch = async (input, init) => {
    let response: Response;
    try {
      response = await realFetch(input, init);
    } catch (error) {
      // Aborted by its caller (a deadline, a cancelled call): not a sign of the connection.
      if (!init?.signal?.aborted) markUnreachable(requestUrl(input));
      throw error;
    }
    if (GATEWAY_DOWN.has(response.status)) markUnreachable(requestUrl(input));
    else markReachable();
    return response;
  };

  const stopLifecycle =
    options.lifecycle?.subscribe((type) => {
      if (type === 'offline') {
        cancelTimer();
        publishLost('offline');
      } else if (type === 'online') {
        if (store.getSnapshot().status !== 'offline') return;
        // Back on the network: whether the servers answer is the next check's to find out.
        if (failedUrl === undefined) markReachable();
        else {
          publishLost('unreachable');
          void check();
        }
      } else if ((type === 'visible' || type === 'focus' || type === 'resume') && lost()) void check();
    }) ?? (() => {});

  return {
    fetch: observedFetch,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    retry() {
      if (!lost()) return;
      attempt = 0;
      void check();
    },
    onRestored: restored.subscribe,
    dispose() {
      disposed = true;
      cancelTimer();
      checking?.abort();
      checking = undefined;
      stopLifecycle();
      store.dispose();
      restored.clear();
    },
  };
}
