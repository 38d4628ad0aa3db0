/**
 * What the proof-of-work worker answers for a challenge: the number (core/captcha
 * `solveProofOfWork` over Web Crypto), or the CaptchaError's code and message, which cross the
 * worker's boundary as plain data.
 */
import type { CaptchaChallenge } from '../../../core/auth';
import { isCaptchaError } from '../../../core/captcha/errors';
import { solveProofOfWork } from '../../../core/captcha/proof-of-work';
import { webCryptoSha256 } from '../../../core/captcha/sha256';

export type ProofOfWorkAnswer =
  | { readonly number: number }
  | { readonly code: string; readonly message: string };

/** @example await answerChallenge(challenge) // { number: 4711 } */
export async function answerChallenge(challenge: CaptchaChallenge): Promise<ProofOfWorkAnswer> {
  try {
    return { number: await solveProofOfWork(challenge, { sha256: webCryptoSha256() }) };
  } catch (error) {
    return isCaptchaError(error)
      ? { code: error.code, message: error.message }
      : { code: 'CAPTCHA_UNAVAILABLE', message: 'The proof of work failed.' };
  }
}
