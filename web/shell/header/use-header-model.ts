/**
 * The header model of the page (core/header). A header without menus is complete from
 * `buildHeaderBar`, which the start-up chunk holds; a header with menus is completed by
 * `buildHeader` from the menus' chunk (header-menus.ts), which brings the navigation catalogue with
 * it, and reads the menus' titles, which come with the page namespaces (issue 12,
 * docs/decisions/161). Until that chunk is there the model is the bar with
 * `menus: 'pending'`, and Header draws the bar and keeps the menus' place. The build-time prerender
 * has the chunk at once (header-menus.server.ts), and the browser loads it before it hydrates or
 * draws a page whose header has menus (web/main.tsx), so both draw the same complete header.
 */
import { buildHeaderBar, type HeaderInput, type HeaderModel } from '../../../core/header';
import { hasTexts, PAGE_NAMESPACES } from '../../../core/i18n';
import { useHeaderMenus } from './header-menus';

/**
 * @example const header = useHeaderModel({ pathname, authenticated, flags, config, designVersion });
 */
export function useHeaderModel(input: HeaderInput): HeaderModel {
  const bar = buildHeaderBar(input);
  const menus = useHeaderMenus(bar.menus === 'pending');
  // The menus' titles come with the page namespaces (decision 161): every page whose header has
  // menus loads them before it draws; a page whose language came only in part (its rest failed to
  // download, and the shell shows the technical error) keeps the bar rather than fail.
  const complete = bar.menus === 'pending' && menus && bar.locale && hasTexts(bar.locale, PAGE_NAMESPACES);
  return complete ? menus.buildHeader(input) : bar;
}
