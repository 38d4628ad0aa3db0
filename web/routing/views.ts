/**
 * What the portal shows for an address, once resolved: a page of a locale, a 404 (inside a
 * locale's shell, or outside every locale with an empty header), a failure, or the shell's
 * skeleton while a protected page is still being decided (the prerendered private pages).
 */
import type { ComponentType } from 'react';
import type { Locale } from '../../core/locale';

export type PortalView =
  | {
      readonly kind: 'page';
      readonly locale: Locale;
      readonly Page: ComponentType;
      readonly params: Readonly<Record<string, string>>;
      /** The route's pattern: a prerendered page is hydrated only by the same route. */
      readonly route: string;
    }
  | { readonly kind: 'notFound'; readonly locale: Locale | null }
  | { readonly kind: 'failed'; readonly locale: Locale | null; readonly error: unknown }
  | { readonly kind: 'skeleton'; readonly locale: Locale };
