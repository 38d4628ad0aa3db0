export type { AnnouncementStep, CountdownAnnouncement } from './announcements';
export { nextAnnouncement } from './announcements';
export type { PlanInputs, SessionPlan } from './deadlines';
export { nextTickIn, planSession, secondsShown } from './deadlines';
export { createSessionEngine } from './engine';
export type { ActivityMessage } from './messages';
export { activityMessageSchema, readActivityMessage } from './messages';
export type { MobileWebviewDecision, MobileWebviewSignals } from './mobile-webview';
export {
  detectMobileWebview,
  MOBILE_APP_USER_AGENT_TOKEN,
  MOBILE_WEBVIEW_PARAMETER,
} from './mobile-webview';
export type { RefreshAnalyticsEvent } from './refresh-analytics';
export { REFRESH_ANALYTICS_EVENTS, refreshAnalyticsEvent } from './refresh-analytics';
export type { SessionFlags, SessionPorts, SessionRuntime, SessionRuntimeOptions } from './runtime';
export { createSessionRuntime } from './runtime';
export type {
  ExtendFailureCode,
  ExtendResult,
  SessionEngine,
  SessionEngineOptions,
  SessionOffReason,
  SessionSnapshot,
} from './types';
export { ACTIVITY_THROTTLE_MS, DEFAULT_IDLE_TIMEOUT_MS } from './types';
