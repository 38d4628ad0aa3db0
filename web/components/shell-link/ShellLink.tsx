/**
 * A link of the shell. Internal links can be handed to the app's router (`onNavigate`) so the page
 * does not reload; a click with a modifier key or another button keeps the browser's behaviour
 * (new tab, new window). External links open in a new tab with `rel="noopener noreferrer"` and say
 * so to screen-reader users.
 */
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import styles from '../../styles/visually-hidden.module.css';

/** Handed a root-relative href after a plain left click; the app navigates (client-side). */
export type NavigateHandler = (href: string) => void;

export interface ShellLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly href: string;
  readonly external?: boolean | undefined;
  /** Hidden text appended to external links ("opens in a new window"). */
  readonly newWindowText?: string | undefined;
  readonly onNavigate?: NavigateHandler | undefined;
  readonly children: ReactNode;
}

/** True for a click the page may take over: primary button, no modifier keys. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function isRootRelative(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export function ShellLink({
  href,
  external,
  newWindowText,
  onNavigate,
  onClick,
  children,
  ...rest
}: ShellLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || external || !onNavigate) return;
    if (!isRootRelative(href) || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={handleClick}
      {...rest}
    >
      {children}
      {external && newWindowText ? <span className={styles.visuallyHidden}> ({newWindowText})</span> : null}
    </a>
  );
}
