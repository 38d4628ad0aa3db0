export { PortalRoutes } from './PortalRoutes';
export { createPortalRouter } from './portal-router';
export type { PortalView } from './views';
export { markerOf } from './views';
