export type { BotCheckContext } from './bot-check';
export { createPortalBotCheck } from './bot-check';
export type {
  PortalCore,
  PortalCoreConfig,
  PortalCoreOptions,
  PortalLoginOptions,
} from './portal-core';
export { createPortalCore } from './portal-core';
export type { PortalCoreLoader, PortalCoreLoaderOptions, PortalCoreModule } from './portal-core-loader';
export { createPortalCoreLoader } from './portal-core-loader';
export type { PortalSessionStatus } from './selectors';
export { headerInputOf, sessionStatusOf } from './selectors';
export { SIGNED_OUT_CUSTOMER_DATA, SIGNED_OUT_TOKENS } from './signed-out';
