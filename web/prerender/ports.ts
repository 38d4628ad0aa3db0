/**
 * The ports of a page rendered at build time: nobody is signed in, nothing is stored, no call
 * leaves the build (a call would be a bug in what the page draws first, so it fails loudly).
 * Memory fakes are fine here: this code runs in the build, never in a customer's browser.
 */
import { createInProcessLocks } from '../../core/ports';
import {
  createBroadcastHub,
  createFakeActivity,
  createFakeLifecycle,
  createMemoryCookies,
  createMemoryStorage,
  createRecordingLogger,
} from '../../core/ports/testing';
import type { BrowserPorts } from '../adapters';

export function createPrerenderPorts(url: string): BrowserPorts {
  return {
    clock: { now: () => Date.now(), monotonic: () => performance.now() },
    scheduler: { setTimeout: () => 0 as never, clearTimeout: () => {} },
    storage: createMemoryStorage(),
    fetch: async (input) => {
      throw new Error(`No API call while prerendering (${String(input)})`);
    },
    navigation: { attach() {}, currentUrl: () => url, go() {} },
    activity: createFakeActivity(),
    lifecycle: createFakeLifecycle(),
    broadcast: createBroadcastHub().channel(),
    locks: createInProcessLocks(),
    cookies: createMemoryCookies(),
    logger: createRecordingLogger(),
    analytics: { track() {}, identify() {} } as unknown as BrowserPorts['analytics'],
  };
}
