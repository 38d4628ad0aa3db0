/**
 * What the portal shows for an address, once resolved: a page of a locale, a 404 (inside a
 * locale's shell, or outside every locale with an empty header, in the visitor's language), or a
 * failure.
 */
import type { ComponentType } from 'react';
import type { Locale } from '../../core/locale';
import { type RouteName, requiresAuth } from '../../core/routes';
import { type PrerenderedState, SIGNED_IN_SKELETON, SIGNED_OUT_PAGE } from '../app/prerendered-state';

export type PortalView =
  | {
      readonly kind: 'page';
      readonly locale: Locale;
      readonly Page: ComponentType;
      readonly params: Readonly<Record<string, string>>;
      /** The route's pattern: a prerendered page is hydrated only by the same route (markerOf). */
      readonly route: string;
    }
  | {
      readonly kind: 'notFound';
      readonly locale: Locale | null;
      /** Outside every locale (`locale` null): the language the page speaks, the visitor's. */
      readonly language?: Locale;
    }
  | { readonly kind: 'failed'; readonly locale: Locale | null; readonly error: unknown };

/**
 * What a prerendered page was rendered as (web/prerender), so the browser hydrates it only when
 * the address resolves to the same page; anything else (a signed-in visitor sent on to the
 * overview, a deep link) is drawn afresh.
 * @example markerOf({ kind: 'page', locale: 'de-DE', route: 'login', … }) // 'page:de-DE:login'
 */
export function markerOf(view: PortalView): string | null {
  return view.kind === 'page' ? `page:${view.locale}:${view.route}` : null;
}

/**
 * The state a prerendered page's HTML was drawn in, read from its marker: a page that needs a
 * session is prerendered as the signed-in skeleton (docs/decisions/162), every other page signed
 * out. The build renders with it and the browser hydrates with it, so both draw the same.
 * @example prerenderedStateOf('page:de-DE:dashboard') // SIGNED_IN_SKELETON
 */
export function prerenderedStateOf(marker: string): PrerenderedState {
  // `page:<locale>:<route key>`, the key starting with the route's name (routes.ts `routeKeyOf`).
  const name = marker.split(':')[2]?.split('/')[0] ?? 'other';
  return requiresAuth({ name: name as RouteName }) ? SIGNED_IN_SKELETON : SIGNED_OUT_PAGE;
}
