/**
 * The bot check where the environment does not let a script solve it (design §1): the
 * environment's configuration hands portal-cli a token its captcha provider accepts (a test key),
 * and this solver answers every puzzle with it. The sandbox uses core's ALTCHA proof of work
 * instead (core/captcha `createAltchaSolver`).
 */
import type { CaptchaSolver } from '../../core/captcha';

/** @example createConfiguredTokenSolver('test-token').solve(signal) // { token: 'test-token', expiresAt: null } */
export function createConfiguredTokenSolver(token: string): CaptchaSolver {
  return {
    solve: async () => ({ token, expiresAt: null }),
  };
}
