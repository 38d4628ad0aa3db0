/**
 * §2.6 HTML disclaimer: sanitised once per HTML string and inserted as is; React does not touch the
 * inserted nodes again unless the CMS HTML itself changes (security.md 2: never edited or
 * re-parsed). This is the portal's only `dangerouslySetInnerHTML` (security.md 4).
 *
 * DOMPurify is fetched only when there is a disclaimer (sanitize.ts); until it has arrived the
 * disclaimer is not drawn at all (never unsanitised), and the footer holds back what would sit below
 * it, so nothing moves when it appears (design §8: CLS 0).
 */
import { useEffect, useMemo, useState } from 'react';
import type { UnsanitisedHtml } from '../../../core/footer';
import styles from './Footer.module.css';
import { isDisclaimerSanitizerLoaded, loadDisclaimerSanitizer, sanitizeDisclaimer } from './sanitize';

export type SanitizerState = 'loading' | 'ready' | 'failed';

/**
 * Loads the sanitiser when `needed` and says when it can be used; 'failed' when it could not be
 * fetched (the disclaimer then stays away; the rest of the footer shows).
 * @example const sanitizer = useDisclaimerSanitizer(model.disclaimer !== undefined);
 */
export function useDisclaimerSanitizer(needed: boolean): SanitizerState {
  const [state, setState] = useState<SanitizerState>(() =>
    isDisclaimerSanitizerLoaded() ? 'ready' : 'loading',
  );
  useEffect(() => {
    if (!needed) return;
    if (isDisclaimerSanitizerLoaded()) {
      setState('ready');
      return;
    }
    let current = true;
    loadDisclaimerSanitizer().then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [needed]);
  return state;
}

/** Draws the disclaimer; the caller renders it once `useDisclaimerSanitizer` says 'ready'. */
export function Disclaimer({ disclaimer }: { readonly disclaimer: UnsanitisedHtml }) {
  const clean = useMemo(() => sanitizeDisclaimer(disclaimer.html), [disclaimer.html]);
  if (String(clean.html).trim() === '') return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the output of DOMPurify with core/security's allow-list
  return <div className={styles.disclaimer} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
