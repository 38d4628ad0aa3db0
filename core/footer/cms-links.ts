/**
 * Which CMS links may become links (security.md 3): the one rule lives in core/security; the footer
 * reads it through these two names.
 */
import { safeCmsHref } from '../security';

export { safeCmsHref };

/** True when a CMS-provided href may be rendered as a link. */
export function isSafeCmsHref(href: string): boolean {
  return safeCmsHref(href) !== undefined;
}
