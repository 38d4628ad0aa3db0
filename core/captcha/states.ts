/**
 * The bot-check puzzle's states (§4 "Captcha states") and what a widget renders from them.
 *
 * uninitialized: no puzzle yet (the login page has not started it);
 * ready:         the puzzle is available and waits to be solved;
 * solving:       the proof of work is running;
 * solved:        a solution is held and may be sent with the login request;
 * error:         solving failed (challenge unavailable, unsolvable, rejected);
 * expired:       the solution outlived its challenge and must be solved again.
 */
import type { KeyOf } from '../i18n';
import type { CaptchaErrorCode } from './errors';
import type { CaptchaSettings } from './settings';

/** The states the captcha texts have a status for (`captcha:status_ready`, …). */
type StatusText<K> = K extends `status_${infer State}` ? State : never;

// `satisfies`: every state has a status text in core/i18n's `captcha` namespace.
export const CAPTCHA_STATES = [
  'uninitialized',
  'ready',
  'solving',
  'solved',
  'error',
  'expired',
] as const satisfies readonly StatusText<KeyOf<'captcha'>>[];
export type CaptchaState = (typeof CAPTCHA_STATES)[number];

export interface CaptchaSnapshot {
  readonly state: CaptchaState;
  /** Set in state `error`. */
  readonly error: CaptchaErrorCode | null;
  /** Local-clock instant (epoch ms) the held solution expires, in state `solved`; null if unknown. */
  readonly expiresAt: number | null;
  /** How the widget looks and when it solves (§9 captcha flags). */
  readonly settings: CaptchaSettings;
}
