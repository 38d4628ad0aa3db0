/**
 * header-menus.ts for the build-time prerender (Node), which draws synchronously with
 * renderToString: the menus imported directly, always there. web/vite.config.ts puts this module
 * in header-menus.ts's place in the SSR build only (docs/decisions/145); the browser build keeps
 * the chunk. Same exports as header-menus.ts.
 */
import * as menus from './menus-part';

export type HeaderMenus = typeof menus;

/** @example await loadHeaderMenus(); // resolves at once */
export function loadHeaderMenus(): Promise<HeaderMenus> {
  return Promise.resolve(menus);
}

/** @example loadedHeaderMenus()?.MenuHeader // always there */
export function loadedHeaderMenus(): HeaderMenus | undefined {
  return menus;
}

/** @example const menus = useHeaderMenus(true); // always there */
export function useHeaderMenus(_needed: boolean): HeaderMenus | undefined {
  return menus;
}
