/**
 * §2.6 link columns (accordions on mobile): a heading and its links. A CMS link whose href may not
 * become a link (cms-links.ts) is kept as plain text, so editors see the item and nothing unsafe ships.
 */
import type { DesignVersion } from '../markets';
import { safeCmsHref } from './cms-links';
import type { FooterLinkProps } from './footer-link';
import { footerLinkProps } from './footer-link';
import type { FooterColumn } from './schema';

export type FooterItemView =
  | { readonly kind: 'link'; readonly title: string; readonly link: FooterLinkProps }
  | { readonly kind: 'text'; readonly title: string };

export interface LinkColumnView {
  /** Stable id for the accordion's `aria-controls`. */
  readonly id: string;
  readonly heading: string;
  readonly items: readonly FooterItemView[];
}

/**
 * A CMS link marked `disabled` becomes a disabled link in v2 (§4: no href); v1 ignores the mark.
 * @example linkColumns([{ heading: 'Help', link: [{ title: 'FAQ', href: '/en/faq/' }] }], 'v2')[0].items[0].kind // 'link'
 */
export function linkColumns(columns: readonly FooterColumn[], version: DesignVersion): LinkColumnView[] {
  return columns
    .map((column, index) => ({
      id: `footer-column-${index + 1}`,
      heading: column.heading,
      items: (column.link ?? [])
        .filter((link) => link.title.trim() !== '')
        .map((link): FooterItemView => {
          const href = safeCmsHref(link.href);
          return href
            ? {
                kind: 'link',
                title: link.title,
                link: footerLinkProps({ href, version, disabled: link.disabled === true }),
              }
            : { kind: 'text', title: link.title };
        }),
    }))
    .filter((column) => column.items.length > 0);
}
