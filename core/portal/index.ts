export type { BotCheckContext } from './bot-check';
export { createPortalBotCheck } from './bot-check';
export type { PortalCore, PortalCoreOptions } from './portal-core';
export { createPortalCore } from './portal-core';
export type {
  PortalCoreConfig,
  PortalLoginOptions,
  PortalSession,
  PortalSessionOptions,
} from './portal-session';
export { createPortalSession } from './portal-session';
export type { PortalSessionStatus } from './selectors';
export { headerInputOf, sessionStatusOf } from './selectors';
