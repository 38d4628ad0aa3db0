/**
 * Session timeout texts (§4 Session, §8 session texts, accessibility.md 8–9).
 * `countdown` takes the visible clock ("1:59", formatDuration); the live region uses
 * `announceMinutes` / `announceSeconds` instead, because their plural forms inflect the unit
 * correctly in every language ("za 2 minuty", "2 minuutin kuluttua"), which a preformatted
 * "2 minutes" inside a sentence cannot do.
 */
import type { Translated } from '../../text-table';

export const session = {
  title: 'Your session is about to expire',
  description: 'For your security, we log you out when there is no activity. Do you want to stay logged in?',
  countdown: 'You will be logged out in {{time}}.',
  extend: 'Extend session',
  logoutNow: 'Log out now',
  /** §4: the countdown of a session that reaches its maximum length, which cannot be extended. */
  maximumTitle: 'Your session reaches its maximum length',
  maximumDescription:
    'For your security, a session cannot be extended beyond its maximum length. You can log in again afterwards.',
  extended: {
    one: 'Your session was successfully extended by {{count}} minute.',
    other: 'Your session was successfully extended by {{count}} minutes.',
  },
  extendFailed: 'Your session could not be extended. You will be logged out shortly.',
  announceMinutes: {
    one: 'You will be logged out in {{count}} minute.',
    other: 'You will be logged out in {{count}} minutes.',
  },
  announceSeconds: {
    one: 'You will be logged out in {{count}} second.',
    other: 'You will be logged out in {{count}} seconds.',
  },
  loggingOut: 'Logging out…',
  loggedOutTitle: 'You have been logged out',
  loggedOutInactivity: 'For your security, we logged you out because you were inactive for a while.',
  loggedOutManual: 'You have successfully logged out.',
  logInAgain: 'Log in again',
} as const;

export type SessionTemplates = typeof session;
export type SessionTexts = Translated<SessionTemplates>;
