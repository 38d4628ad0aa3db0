/**
 * Fakes of every port, for tests in core and in the drivers (`core/ports/testing`). Kept apart from
 * `core/ports` so production bundles never carry them.
 */
export type {
  FakeEventSource,
  FakeNavigation,
  LogEntry,
  MemoryCookies,
  RecordingAnalytics,
  RecordingLogger,
} from './fakes/fake-environment';
export {
  createFakeActivity,
  createFakeLifecycle,
  createFakeNavigation,
  createMemoryCookies,
  createRecordingAnalytics,
  createRecordingLogger,
} from './fakes/fake-environment';
export type { Deferred, FakeFetch, FakeFetchHandler, RecordedRequest } from './fakes/fake-fetch';
export { createFakeFetch, deferred, networkError } from './fakes/fake-fetch';
export type { FakeTime, FakeTimeOptions } from './fakes/fake-time';
export { createFakeTime } from './fakes/fake-time';
export type { BroadcastHub } from './fakes/memory-broadcast';
export { createBroadcastHub } from './fakes/memory-broadcast';
export type { MemoryStorage, MemoryStorageArea } from './fakes/memory-storage';
export { createMemoryStorage, createMemoryStorageArea } from './fakes/memory-storage';
