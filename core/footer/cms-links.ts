/**
 * Which CMS links may become links (security.md 3) and which CMS images may be drawn (security.md
 * 12): the rules live in core/security; the footer reads them through these names.
 */
import { safeCmsHref, safeCmsImageUrl } from '../security';

export { safeCmsHref, safeCmsImageUrl };

/** True when a CMS-provided href may be rendered as a link. */
export function isSafeCmsHref(href: string): boolean {
  return safeCmsHref(href) !== undefined;
}
