/**
 * A simulated browser for session tests (`core/session/testing`): fake time, a strict fake identity
 * provider behind a recording fetch, and "tabs" that share storage, broadcast and locks as tabs of
 * one origin do. Each tab is a full `createSessionRuntime` with its own activity, lifecycle and
 * navigation. The API client's tests can open a tab and use its `tokens` and
 * `clearSessionEverywhere`.
 */

import type { RefreshRetryPolicy } from '../auth';
import { type SessionWorld, TEST_SERVICE_URLS } from '../auth/testing';
import { DEFAULT_FLAGS, type EnvironmentName } from '../config';
import {
  createFakeActivity,
  createFakeLifecycle,
  createFakeNavigation,
  createRecordingAnalytics,
  createRecordingLogger,
} from '../ports/testing';
import { createSessionRuntime, type SessionFlags, type SessionPorts, type SessionRuntime } from './runtime';

export { createSessionWorld, logIn, type SessionWorld, TEST_SERVICE_URLS } from '../auth/testing';

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
 * The ports of one tab of the simulated browser: its own activity, lifecycle, navigation, logger
 * and analytics (fakes a test drives and reads), the world's time, network, storage, broadcast,
 * locks and cookies.
 * @example createPortalCore({ ports: openTabPorts(world), … })
 */
export function openTabPorts(world: SessionWorld, url = 'https://portal.example/de-de/dashboard/') {
  return {
    clock: world.time.clock,
    scheduler: world.time.scheduler,
    storage: world.storage.tab(),
    fetch: world.fetch.fetch,
    navigation: createFakeNavigation(url),
    activity: createFakeActivity(),
    lifecycle: createFakeLifecycle(),
    broadcast: world.broadcast.channel(),
    locks: world.locks,
    cookies: world.cookies,
    logger: createRecordingLogger(),
    analytics: createRecordingAnalytics(),
  } satisfies SessionPorts;
}

/**
 * A tab of the simulated browser, with its fakes exposed.
 * @example const tab = openSessionTab(world, { flags: { umtStopRefreshingTokenWhenAboutToReachMaxSession: true } });
 */
export function openSessionTab(world: SessionWorld, options: SessionTabOptions = {}) {
  const ports = openTabPorts(world, options.url);
  const runtime: SessionRuntime = createSessionRuntime({
    ports,
    services: TEST_SERVICE_URLS,
    flags: { ...DEFAULT_FLAGS, ...options.flags },
    environment: options.environment ?? 'production',
    mobileWebview: options.mobileWebview,
    logoutDestination: () => '/de-de/login/',
    idleTimeoutMs: options.idleTimeoutMs,
    maxSessionMs: options.maxSessionMs,
    refreshRetry: options.refreshRetry,
  });
  const { activity, lifecycle, navigation, logger, analytics } = ports;
  return { ...runtime, activity, lifecycle, navigation, logger, analytics };
}

export type SessionTab = ReturnType<typeof openSessionTab>;
