/**
 * Every browser adapter of core's ports (design §3), created once for the page. Core receives
 * these and nothing else of the browser.
 */
import type { SessionPorts } from '../../core/session';
import { createBrowserActivity } from './activity';
import type { DataLayerAnalytics } from './analytics';
import { createBrowserBroadcast } from './broadcast';
import { createBrowserClock } from './clock';
import { createBrowserCookies } from './cookies';
import { createBrowserFetch } from './fetch';
import { createBrowserLifecycle } from './lifecycle';
import { createBrowserLocks } from './locks';
import { createConsoleLogger } from './logger';
import { createRouterNavigation, type RouterNavigation } from './navigation';
import { createBrowserScheduler } from './scheduler';
import { createBrowserStorage } from './storage';

export { createBrowserActivity } from './activity';
export type { DataLayerAnalytics, DataLayerOptions } from './analytics';
export { IDENTIFIER_EVENT, installDataLayer } from './analytics';
export { BROADCAST_CHANNEL_NAME, createBrowserBroadcast } from './broadcast';
export { createBrowserClock } from './clock';
export { createBrowserCookies } from './cookies';
export { createBrowserFetch } from './fetch';
export { createBrowserLifecycle } from './lifecycle';
export { createBrowserLocks } from './locks';
export { createConsoleLogger } from './logger';
export type { RouterLike, RouterNavigation } from './navigation';
export { createRouterNavigation } from './navigation';
export { createBrowserScheduler, MAX_TIMER_DELAY_MS } from './scheduler';
export { createBrowserStorage } from './storage';

/** The ports of one page: core's SessionPorts with the router-aware navigation and the data layer. */
export interface BrowserPorts extends SessionPorts {
  readonly navigation: RouterNavigation;
  readonly analytics: DataLayerAnalytics;
}

/**
 * @example const ports = createBrowserPorts(installDataLayer({ locale, containers }));
 */
export function createBrowserPorts(analytics: DataLayerAnalytics): BrowserPorts {
  return {
    clock: createBrowserClock(),
    scheduler: createBrowserScheduler(),
    storage: createBrowserStorage(),
    fetch: createBrowserFetch(),
    navigation: createRouterNavigation(),
    activity: createBrowserActivity(),
    lifecycle: createBrowserLifecycle(),
    broadcast: createBrowserBroadcast(),
    locks: createBrowserLocks(),
    cookies: createBrowserCookies(),
    logger: createConsoleLogger(),
    analytics,
  };
}
