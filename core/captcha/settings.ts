/**
 * The three captcha flags of §9 as settings the store and the widget read.
 *
 * - captchaSolveDuringLogin (default on): solving starts while the user types (ALTCHA's
 *   `auto="onfocus"`), so a submit rarely waits; off: it starts on submit (`auto="onsubmit"`).
 * - captchaVisiblePuzzle (default on): the widget shows its checkbox and status; off: it is
 *   silent (invisible) and only a failure is shown.
 * - captchaV2 (default off): the provider's second challenge generation (ALTCHA's v2: a PBKDF2 key
 *   derivation per attempt instead of one SHA-256 hash), asked for with `version=2`
 *   (challenge-url.ts) and solved by the widget and by core's own solver alike (docs/decisions/200).
 */
import type { Flags } from '../config';
import type { CaptchaVersion } from './challenge-url';

export interface CaptchaSettings {
  readonly solveOn: 'typing' | 'submit';
  readonly visible: boolean;
  readonly version: CaptchaVersion;
}

export type CaptchaFlags = Pick<Flags, 'captchaSolveDuringLogin' | 'captchaVisiblePuzzle' | 'captchaV2'>;

/**
 * @example captchaSettings(DEFAULT_FLAGS) // { solveOn: 'typing', visible: true, version: 1 }
 */
export function captchaSettings(flags: CaptchaFlags): CaptchaSettings {
  return {
    solveOn: flags.captchaSolveDuringLogin ? 'typing' : 'submit',
    visible: flags.captchaVisiblePuzzle,
    version: flags.captchaV2 ? 2 : 1,
  };
}
