/**
 * The ports of one fake tab for tests that assemble the portal's core (`createPortalCore`): fake
 * time's clock and scheduler, and fakes for everything a test does not give.
 * @example createPortalCore({ ports: fakePortalPorts(time, { storage, fetch: http.fetch }), … })
 */
import { createInProcessLocks } from '../ports';
import {
  createBroadcastHub,
  createFakeActivity,
  createFakeLifecycle,
  createFakeNavigation,
  createMemoryCookies,
  createMemoryStorage,
  createRecordingLogger,
  type FakeTime,
} from '../ports/testing';
import type { SessionPorts } from '../session';

export function fakePortalPorts(
  time: FakeTime,
  given: Partial<SessionPorts> & Pick<SessionPorts, 'fetch'>,
): SessionPorts {
  return {
    clock: time.clock,
    scheduler: time.scheduler,
    storage: createMemoryStorage(),
    navigation: createFakeNavigation(),
    activity: createFakeActivity(),
    lifecycle: createFakeLifecycle(),
    broadcast: createBroadcastHub().channel(),
    locks: createInProcessLocks(),
    cookies: createMemoryCookies(),
    logger: createRecordingLogger(),
    ...given,
  };
}
