/**
 * The one HTML sanitiser of the portal (security.md 2, 4): CMS HTML (the footer disclaimer) goes
 * through DOMPurify with core/security's allow-list (disclaimer-purifier.ts).
 *
 * DOMPurify is a part of its own (web/pages.ts `disclaimerSanitizer`): `loadDisclaimerSanitizer`
 * fetches it when a footer has a disclaimer, and `sanitizeDisclaimer` works once that has resolved.
 * Before, it throws instead of letting unsanitised HTML through (fail closed).
 */
import type { TrustedHTML } from 'trusted-types/lib';
import { DISCLAIMER_SANITIZE_POLICY } from '../../../core/security';
import { PARTS } from '../../pages';

/**
 * HTML that went through `sanitizeDisclaimer`; only the disclaimer component inserts it. TrustedHTML
 * where the browser has Trusted Types (web/security/trusted-types.ts), else a string.
 */
export interface SanitisedHtml {
  readonly kind: 'sanitised-html';
  readonly html: string | TrustedHTML;
}

/** `sanitizeDisclaimer` was called before `loadDisclaimerSanitizer` had resolved. */
export class DisclaimerSanitizerError extends Error {
  readonly code = 'DisclaimerSanitizerNotLoaded';
  constructor() {
    super('The disclaimer sanitiser is not loaded yet: await loadDisclaimerSanitizer() first.');
    this.name = 'DisclaimerSanitizerError';
  }
}

/**
 * Fetches DOMPurify (once; a failed fetch may be tried again).
 * @example await loadDisclaimerSanitizer(); sanitizeDisclaimer(html);
 */
export async function loadDisclaimerSanitizer(): Promise<void> {
  await PARTS.disclaimerSanitizer.load();
}

/** True once `sanitizeDisclaimer` can be called. */
export function isDisclaimerSanitizerLoaded(): boolean {
  return PARTS.disclaimerSanitizer.current() !== undefined;
}

function loadedPurifier() {
  const purifier = PARTS.disclaimerSanitizer.current();
  if (!purifier) throw new DisclaimerSanitizerError();
  return purifier;
}

/** The installed DOMPurify version, for the security.md 2 minimum (checked by a test). */
export function domPurifyVersion(): string {
  return loadedPurifier().purifierVersion();
}

/** @see DISCLAIMER_SANITIZE_POLICY.minimumDomPurifyVersion */
export const MINIMUM_DOMPURIFY_VERSION = DISCLAIMER_SANITIZE_POLICY.minimumDomPurifyVersion;

/**
 * Sanitises CMS HTML for insertion as is; needs `loadDisclaimerSanitizer` to have resolved.
 * @example String(sanitizeDisclaimer('<p onclick="x()">Hi <script>x()</script></p>').html) // '<p>Hi </p>'
 */
export function sanitizeDisclaimer(html: string): SanitisedHtml {
  return { kind: 'sanitised-html', html: loadedPurifier().purifyDisclaimerHtml(html) };
}
