/**
 * The header's menus (desktop navigation, mobile menu, account menu, balance strip and the dropdown
 * machinery: MenuHeader.tsx) in their own chunk (issue 12, docs/decisions/145), with core's
 * `buildHeader` and the navigation catalogue it reads (menus-part.ts, decision 161). The login and
 * registration headers have none, so the login page does not load them; a page whose header has
 * menus loads them before it is drawn (web/main.tsx), and a signed-in shell as soon as the session
 * starts (web/app-shell/ShellFrame.tsx). The build-time prerender draws synchronously: its build
 * uses header-menus.server.ts instead (web/vite.config.ts). A top-level await here would deadlock:
 * this module is in the start-up chunk, which the menus' chunk imports back.
 */
import { useEffect, useState } from 'react';

export type HeaderMenus = typeof import('./menus-part');

let loaded: HeaderMenus | undefined;
let loading: Promise<HeaderMenus> | undefined;

/**
 * Loads the menus' chunk once; later calls share the same promise. A failed load is forgotten, so
 * the next call tries again.
 * @example await loadHeaderMenus(); // then the Header draws its menus synchronously
 */
export function loadHeaderMenus(): Promise<HeaderMenus> {
  loading ??= import('./menus-part').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The menus when their chunk is there, otherwise undefined.
 * @example if (loadedHeaderMenus()) hydrateNow();
 */
export function loadedHeaderMenus(): HeaderMenus | undefined {
  return loaded;
}

/**
 * The menus for a header that needs them (`needed`): there at once when already loaded, otherwise
 * loaded now and the component re-renders when they arrive.
 * @example const menus = useHeaderMenus(hasMenus);
 */
export function useHeaderMenus(needed: boolean): HeaderMenus | undefined {
  const [menus, setMenus] = useState(loaded);
  useEffect(() => {
    if (!needed || menus) return;
    let live = true;
    loadHeaderMenus().then(
      (module) => {
        if (live) setMenus(module);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [needed, menus]);
  return menus ?? loaded;
}
