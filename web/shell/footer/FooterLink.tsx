/**
 * §4 footer links: modes primary/secondary, sizes small/default. A v2 disabled link has no href, is
 * out of the tab order, is announced as a disabled link and swallows clicks and key presses.
 */
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { FooterLinkProps } from '../../../core/footer';
import { type NavigateHandler, ShellLink } from '../../components/shell-link/ShellLink';
import styles from './Footer.module.css';

export interface FooterLinkComponentProps {
  readonly link: FooterLinkProps;
  readonly children: ReactNode;
  readonly onClick?: (() => void) | undefined;
  readonly onNavigate?: NavigateHandler | undefined;
}

function swallow(event: MouseEvent | KeyboardEvent) {
  event.preventDefault();
  event.stopPropagation();
}

export function FooterLink({ link, children, onClick, onNavigate }: FooterLinkComponentProps) {
  const className = [styles.link, styles[link.mode], link.size === 'small' ? styles.small : '']
    .filter(Boolean)
    .join(' ');
  if (link.disabled || link.href === undefined) {
    return (
      <a
        className={`${className} ${styles.disabled}`}
        role="link"
        aria-disabled="true"
        tabIndex={-1}
        // biome-ignore lint/a11y/useValidAnchor: a disabled link is an anchor without href on purpose (§4)
        onClick={swallow}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') swallow(event);
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <ShellLink className={className} href={link.href} onNavigate={onNavigate} onClick={() => onClick?.()}>
      {children}
    </ShellLink>
  );
}
