/**
 * The three captcha flags of §9 as settings the store and the widget read.
 *
 * - captchaSolveDuringLogin (default on): solving starts while the user types (ALTCHA's
 *   `auto="onfocus"`), so a submit rarely waits; off: it starts on submit (`auto="onsubmit"`).
 * - captchaVisiblePuzzle (default on): the widget shows its checkbox and status; off: it is
 *   silent (invisible) and only a failure is shown.
 * - captchaV2 (default off): the provider's second widget generation. The proof of work with the
 *   sandbox is the same ALTCHA v1 challenge either way; the flag is handed to the widget adapter
 *   (docs/decisions/021-api-client-and-login.md).
 */
import type { Flags } from '../config';

export interface CaptchaSettings {
  readonly solveOn: 'typing' | 'submit';
  readonly visible: boolean;
  readonly version: 1 | 2;
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
