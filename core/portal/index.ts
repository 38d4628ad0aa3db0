export type {
  PortalCore,
  PortalCoreConfig,
  PortalCoreOptions,
  PortalLoginOptions,
} from './portal-core';
export { createPortalCore } from './portal-core';
export type { PortalSessionStatus } from './selectors';
export { headerInputOf, sessionStatusOf } from './selectors';
