/**
 * A simulated browser for session tests (`core/session/testing`): fake time, a strict fake identity
 * provider behind a recording fetch, and "tabs" that share storage, broadcast and locks as tabs of
 * one origin do. Each tab is a full `createSessionRuntime` with its own activity, lifecycle and
 * navigation. The API client's tests can open a tab and use its `tokens` and
 * `clearSessionEverywhere`.
 */

import type { RefreshRetryPolicy } from '../auth';
import {
  createFakeIdentityProvider,
  type FakeIdentityProvider,
  type FakeIdentityProviderOptions,
} from '../auth/testing';
import { DEFAULT_FLAGS, type EnvironmentName } from '../config';
import type { ServiceUrls } from '../contract';
import { SERVICES } from '../contract';
import { createInProcessLocks, type Locks } from '../ports';
import {
  type BroadcastHub,
  createBroadcastHub,
  createFakeActivity,
  createFakeFetch,
  createFakeLifecycle,
  createFakeNavigation,
  createFakeTime,
  createMemoryCookies,
  createMemoryStorageArea,
  createRecordingAnalytics,
  createRecordingLogger,
  type FakeFetch,
  type FakeTime,
  type MemoryCookies,
  type MemoryStorageArea,
} from '../ports/testing';
import { createSessionRuntime, type SessionFlags, type SessionRuntime } from './runtime';

/** Every service on its own example host: `https://identity.example`, `https://portal.example`, … */
export const TEST_SERVICE_URLS = Object.fromEntries(
  SERVICES.map((name) => [name, `https://${name}.example`]),
) as ServiceUrls;

export interface SessionWorld {
  readonly time: FakeTime;
  readonly idp: FakeIdentityProvider;
  readonly fetch: FakeFetch;
  readonly storage: MemoryStorageArea;
  readonly broadcast: BroadcastHub;
  readonly locks: Locks;
  readonly cookies: MemoryCookies;
}

/**
 * @example const world = createSessionWorld({ now: Date.UTC(2025, 0, 1) });
 */
export function createSessionWorld(
  options: { now?: number } & Omit<FakeIdentityProviderOptions, 'clock'> = {},
): SessionWorld {
  const time = createFakeTime({ now: options.now ?? Date.UTC(2025, 0, 1, 12) });
  const idp = createFakeIdentityProvider({ ...options, clock: time.clock });
  return {
    time,
    idp,
    fetch: createFakeFetch(idp.handler),
    storage: createMemoryStorageArea(),
    broadcast: createBroadcastHub(),
    locks: createInProcessLocks(),
    cookies: createMemoryCookies(),
  };
}

export interface SessionTabOptions {
  readonly environment?: EnvironmentName;
  readonly flags?: Partial<SessionFlags>;
  readonly mobileWebview?: boolean;
  readonly url?: string;
  readonly idleTimeoutMs?: number;
  readonly maxSessionMs?: number;
  readonly refreshRetry?: RefreshRetryPolicy;
}

/**
 * A tab of the simulated browser, with its fakes exposed.
 * @example const tab = openSessionTab(world, { flags: { umtStopRefreshingTokenWhenAboutToReachMaxSession: true } });
 */
export function openSessionTab(world: SessionWorld, options: SessionTabOptions = {}) {
  const activity = createFakeActivity();
  const lifecycle = createFakeLifecycle();
  const navigation = createFakeNavigation(options.url ?? 'https://portal.example/de-de/dashboard/');
  const logger = createRecordingLogger();
  const analytics = createRecordingAnalytics();
  const runtime: SessionRuntime = createSessionRuntime({
    ports: {
      clock: world.time.clock,
      scheduler: world.time.scheduler,
      storage: world.storage.tab(),
      fetch: world.fetch.fetch,
      navigation,
      activity,
      lifecycle,
      broadcast: world.broadcast.channel(),
      locks: world.locks,
      cookies: world.cookies,
      logger,
      analytics,
    },
    services: TEST_SERVICE_URLS,
    flags: { ...DEFAULT_FLAGS, ...options.flags },
    environment: options.environment ?? 'production',
    mobileWebview: options.mobileWebview,
    logoutDestination: () => '/de-de/login/',
    idleTimeoutMs: options.idleTimeoutMs,
    maxSessionMs: options.maxSessionMs,
    refreshRetry: options.refreshRetry,
  });
  return { ...runtime, activity, lifecycle, navigation, logger, analytics };
}

export type SessionTab = ReturnType<typeof openSessionTab>;

/**
 * Logs a tab in, as the login flow does: tokens stored with the request's timing.
 * @example logIn(world, tab); tab.session.getSnapshot() // { status: 'active' }
 */
export function logIn(world: SessionWorld, tab: SessionTab): void {
  const now = world.time.clock.now();
  tab.tokens.save(world.idp.login(), { requestStart: now, responseEnd: now });
}
