/**
 * The header's logos and its login/registration actions (§2.5). On small screens the actions form
 * a fixed bottom bar (the page reserves its height), or for the integrated header a bar right
 * below the header.
 */
import { useRef } from 'react';
import type { MobileActionBar } from '../../../core/header';
import { createTranslator } from '../../../core/i18n';
import type { Locale } from '../../../core/locale';
import {
  type ActionItem,
  type LogoItem,
  type NavigationTap,
  navigationTapEvent,
} from '../../../core/navigation';
import { type NavigateHandler, ShellLink } from '../../components/shell-link/ShellLink';
import styles from './Header.module.css';
import { useReservedBottomSpace } from './useReservedBottomSpace';

export function Logos({
  logos,
  onNavigate,
  onTrack,
}: {
  readonly logos: readonly LogoItem[];
  readonly onNavigate?: NavigateHandler | undefined;
  readonly onTrack?: ((tap: NavigationTap) => void) | undefined;
}) {
  return (
    <div className={styles.logos}>
      {logos.map((logo) => (
        <ShellLink
          key={logo.id}
          href={logo.href}
          onNavigate={onNavigate}
          onClick={() => onTrack?.(navigationTapEvent(logo, 'logo'))}
          className={logo.id === 'logo' ? styles.logo : styles.partnerLogo}
        >
          <img src={logo.url} alt={logo.alt} className={styles.logoImage} />
        </ShellLink>
      ))}
    </div>
  );
}

export interface ActionsProps {
  readonly locale: Locale;
  readonly actions: readonly ActionItem[];
  /** `inline` in the desktop header; on small screens where core puts the bar. */
  readonly placement: 'inline' | Exclude<MobileActionBar, 'none'>;
  readonly onNavigate?: NavigateHandler | undefined;
  readonly onTrack?: ((tap: NavigationTap) => void) | undefined;
}

export function Actions({ locale, actions, placement, onNavigate, onTrack }: ActionsProps) {
  const bar = useRef<HTMLDivElement>(null);
  useReservedBottomSpace(bar, placement === 'bottom' && actions.length > 0);
  if (actions.length === 0) return null;
  const className =
    placement === 'bottom'
      ? styles.bottomBar
      : placement === 'belowHeader'
        ? styles.belowHeaderBar
        : styles.actions;
  return (
    <div ref={bar} className={className} data-placement={placement}>
      {actions.map((action) => (
        <ShellLink
          key={action.id}
          href={action.href}
          external={action.external}
          newWindowText={createTranslator(locale).t('common:opensInNewWindow')}
          onNavigate={onNavigate}
          onClick={() => onTrack?.(navigationTapEvent(action, 'action'))}
          className={action.type === 'registration' ? styles.primaryAction : styles.secondaryAction}
        >
          {action.title}
        </ShellLink>
      ))}
    </div>
  );
}
