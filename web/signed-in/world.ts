/**
 * The signed-in world (docs/loading.md): what a session brings to the browser, as plain imports of
 * the pages whose route needs one. The portal's core over the session the login started
 * (core/portal `createPortalCore` with core/api's client: query-core and the response schemas), the
 * signed-in shell (SignedInFrame: the header's customer facts and menus, the minor-account switch,
 * the session dialog) and the hooks its pages read. The portal creates the core once per tab
 * (web/app/portal.ts `core`); a public page never loads any of it.
 */
import { createApiClient } from '../../core/api/api-client';
import { createPortalCore, type PortalCore, type PortalCoreOptions } from '../../core/portal';
import { PARTS } from '../pages';
// A signed-in header always has menus: their part comes with this code (a prerendered skeleton
// preloads it with the page), and is there when the header first knows the screen.
import '../shell/header/menus-part';

export * from '../app/signed-in-hooks';
export { SignedInFrame } from './SignedInFrame';

/**
 * @example const core = world.createSignedInCore({ ports, config, locale, session });
 */
export function createSignedInCore(options: Omit<PortalCoreOptions, 'createApiClient'>): PortalCore {
  void PARTS.headerMenus.load().catch(() => {});
  return createPortalCore({ ...options, createApiClient });
}

export type SignedInWorld = typeof import('./world');
