/**
 * §2.6 legal links row. The cookie-consent entry is a button that opens the consent manager's second
 * layer instead of navigating; every tap is reported as the §7 `{link}-tapped` event.
 */
import type { LegalLinkAnalytics, LegalLinkView } from '../../../core/footer';
import type { NavigateHandler } from '../../components/shell-link/ShellLink';
import styles from './Footer.module.css';
import { FooterLink } from './FooterLink';

export interface LegalLinksProps {
  readonly label: string;
  readonly links: readonly LegalLinkView[];
  readonly onOpenConsentLayer: () => void;
  readonly onTrack?: ((event: LegalLinkAnalytics) => void) | undefined;
  readonly onNavigate?: NavigateHandler | undefined;
}

export function LegalLinks({ label, links, onOpenConsentLayer, onTrack, onNavigate }: LegalLinksProps) {
  return (
    <nav aria-label={label} className={styles.legal}>
      <ul className={styles.legalList}>
        {links.map((link, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: CMS links have no id
          <li key={index}>
            {link.kind === 'link' ? (
              <FooterLink link={link.link} onNavigate={onNavigate} onClick={() => onTrack?.(link.analytics)}>
                {link.title}
              </FooterLink>
            ) : link.kind === 'action' ? (
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => {
                  onTrack?.(link.analytics);
                  onOpenConsentLayer();
                }}
              >
                {link.title}
              </button>
            ) : (
              <span className={styles.text}>{link.title}</span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
