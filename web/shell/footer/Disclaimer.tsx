/**
 * §2.6 HTML disclaimer: sanitised once per HTML string and inserted as is; React does not touch the
 * inserted nodes again unless the CMS HTML itself changes (security.md 2: never edited or
 * re-parsed). This is the portal's only `dangerouslySetInnerHTML` (security.md 4).
 */
import { useMemo } from 'react';
import type { UnsanitisedHtml } from '../../../core/footer';
import styles from './Footer.module.css';
import { sanitizeDisclaimer } from './sanitize';

export function Disclaimer({ disclaimer }: { readonly disclaimer: UnsanitisedHtml }) {
  const clean = useMemo(() => sanitizeDisclaimer(disclaimer.html), [disclaimer.html]);
  if (clean.html.trim() === '') return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the output of DOMPurify with core/security's allow-list
  return <div className={styles.disclaimer} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
