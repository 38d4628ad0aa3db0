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
} as const;

export type ShellTemplates = typeof shell;
export type ShellTexts = Translated<ShellTemplates>;
