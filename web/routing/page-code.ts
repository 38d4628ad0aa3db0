/**
 * A page's code, as web/pages.ts declares it (`pages/x/XPage.tsx#XPage`): one dynamic import per
 * page module, so each page is a chunk of its own and its module path is written once.
 */
import type { ComponentType } from 'react';
import { PAGES, type PageName } from '../pages';

type PageModule = Readonly<Record<string, ComponentType | undefined>>;

/** Every page module under web/pages, each behind its own `import()` (Vite's glob import); the 404 is drawn by the entry. */
const MODULES = import.meta.glob<PageModule>(['../pages/**/*Page.tsx', '!../pages/not-found/**']);

/**
 * @example const LoginPage = await loadPage('login');
 * @throws Error when the declaration names a module or export that does not exist (a wiring mistake)
 */
export async function loadPage(name: PageName): Promise<ComponentType> {
  const [path, exported = ''] = PAGES[name].code.split('#');
  const load = MODULES[`../${path}`];
  if (!load) throw new Error(`No page module ${path} (web/pages.ts ${name})`);
  const component = (await load())[exported];
  if (!component) throw new Error(`${path} exports no ${exported} (web/pages.ts ${name})`);
  return component;
}
