/**
 * Page-shell labels of the `common` namespace: loading, close, menu, skip link (accessibility.md 1),
 * the empty-content and technical-error messages of §8 with their reload button.
 * Navigation, footer and market labels are written in their own folders, not here.
 */
import type { Translated } from '../../text-table';

export const shell = {
  loading: 'Loading…',
  close: 'Close',
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skipToContent: 'Skip to main content',
  noData: 'No data found',
  technicalErrorTitle: 'Something went wrong',
  technicalError: 'This content cannot be displayed due to a technical error. Please reload the page.',
  reload: 'Reload',
  retry: 'Try again',
  back: 'Back',
  cancel: 'Cancel',
  opensInNewWindow: 'opens in a new window',
  connectionLostTitle: 'We cannot reach our servers',
  connectionLost: 'Your details may be out of date. We keep trying to reconnect.',
  offlineTitle: 'You are offline',
  offline: 'Check your internet connection. We will update your details as soon as you are back online.',
  checkingConnection: 'Checking the connection…',
  connectionRestored: 'The connection is back.',
  sectionFailed: 'The “{{section}}” section could not be loaded.',
  sectionFailedHint: 'The rest of the page is not affected. Please try again in a moment.',
  needsJavaScript: 'This portal needs JavaScript. Please turn it on and reload the page.',
  sectionFailedOffline: 'We will load it again as soon as the connection is back.',
} as const;

export type ShellTemplates = typeof shell;
export type ShellTexts = Translated<ShellTemplates>;
