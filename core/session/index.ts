export type { CountdownAnnouncement } from './announcements';
export { nextAnnouncement } from './announcements';
export type { PlanInputs, SessionPlan } from './deadlines';
export { nextTickIn, planSession, secondsShown, sessionEndCause } from './deadlines';
export { detectMobileWebview } from './mobile-webview';
export type { SessionPorts, SessionRuntime, SessionRuntimeOptions } from './runtime';
export { createSessionRuntime } from './runtime';
export type { ExtendResult, SessionEndCause, SessionEnding, SessionSnapshot } from './types';
export { DEFAULT_IDLE_TIMEOUT_MS } from './types';
