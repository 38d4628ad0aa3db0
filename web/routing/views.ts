/**
 * What the portal shows for an address, once resolved: a page of a locale, a 404 (inside a
 * locale's shell, or outside every locale with an empty header, in the visitor's language), or a
 * failure. A view inside a locale says whether it is drawn for a signed-in customer (the signed-in
 * world's frame) or not.
 */
import type { ComponentType } from 'react';
import type { Locale } from '../../core/locale';

export type PortalView =
  | {
      readonly kind: 'page';
      readonly locale: Locale;
      readonly signedIn: boolean;
      readonly Page: ComponentType;
      readonly params: Readonly<Record<string, string>>;
      /** The route's key: a prerendered page is hydrated only by the same route (markerOf). */
      readonly route: string;
    }
  | { readonly kind: 'notFound'; readonly locale: Locale; readonly signedIn: boolean }
  | { readonly kind: 'failed'; readonly locale: Locale; readonly signedIn: boolean; readonly error: unknown }
  | {
      readonly kind: 'notFound';
      readonly locale: null;
      /** The language the page speaks: the visitor's. */
      readonly language?: Locale;
    }
  | { readonly kind: 'failed'; readonly locale: null; readonly error?: unknown };

/**
 * What a prerendered page was drawn as (web/prerender), so the browser hydrates it only when the
 * address resolves to the same page for the same visitor: a public page signed out, a signed-in
 * page's skeleton signed in. Anything else (a signed-in customer on the login page, a deep link) is
 * drawn afresh.
 * @example markerOf({ kind: 'page', locale: 'de-DE', route: 'login', signedIn: false, … }) // 'public:de-DE:login'
 */
export function markerOf(view: PortalView): string | null {
  return view.kind === 'page'
    ? `${view.signedIn ? 'signedIn' : 'public'}:${view.locale}:${view.route}`
    : null;
}
