/**
 * The ALTCHA v1 proof of work (the `captchaChallengeSchema` of core/auth/wire.ts, issued at
 * ENDPOINTS.captchaChallenge): find the number n, 0 ≤ n ≤ maxnumber, for which
 * SHA-256(salt + n) in hex equals `challenge`, then send the challenge and n back as the base64
 * `captchaSolutionToken` (what the ALTCHA widget sends and the sandbox verifies).
 *
 * Written here rather than taken from altcha-lib's `solveChallenge`, which reads `Date.now()` and
 * can only be stopped through its own controller; this one takes the hash function and an
 * AbortSignal, so it runs the same in a browser, in Node and under a fake clock.
 */
import type { CaptchaChallenge } from '../auth';
import { base64Json } from './base64-json';
import { CaptchaError } from './errors';
import type { Sha256 } from './sha256';

/** ALTCHA's default when a challenge does not say. */
export const DEFAULT_MAX_NUMBER = 1_000_000;
/** More work than this is not a bot check but a denial of service on the user's device. */
export const MAX_ACCEPTED_MAX_NUMBER = 10_000_000;

const HEX_DIGEST = /^[0-9a-f]{64}$/;

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export interface SolveOptions {
  readonly sha256: Sha256;
  /** Stops the search; it then rejects with CAPTCHA_CANCELLED. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * The challenge's digest as bytes and its maximum number, checked.
 * @throws CaptchaError CAPTCHA_INVALID_CHALLENGE
 */
export function checkedChallenge(challenge: CaptchaChallenge): { wanted: Uint8Array; max: number } {
  if (challenge.algorithm.toUpperCase() !== 'SHA-256')
    throw new CaptchaError(
      'CAPTCHA_INVALID_CHALLENGE',
      `Unsupported captcha algorithm ${challenge.algorithm}.`,
    );
  const target = challenge.challenge.toLowerCase();
  if (!HEX_DIGEST.test(target))
    throw new CaptchaError('CAPTCHA_INVALID_CHALLENGE', 'The challenge is not a SHA-256 digest.');
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  if (!Number.isInteger(max) || max < 0 || max > MAX_ACCEPTED_MAX_NUMBER)
    throw new CaptchaError('CAPTCHA_INVALID_CHALLENGE', 'The challenge asks for too much work.');
  return { wanted: hexToBytes(target), max };
}

/**
 * The search with the async port (Web Crypto in browsers), one awaited hash per number. A
 * platform with a synchronous hash uses `solveProofOfWorkInBatches` (batched-proof-of-work.ts).
 * @example await solveProofOfWork(challenge, { sha256 }) // 4711
 * @throws CaptchaError CAPTCHA_INVALID_CHALLENGE, CAPTCHA_UNSOLVABLE or CAPTCHA_CANCELLED
 */
export async function solveProofOfWork(challenge: CaptchaChallenge, options: SolveOptions): Promise<number> {
  const { wanted, max } = checkedChallenge(challenge);
  const encoder = new TextEncoder();
  for (let n = 0; n <= max; n++) {
    if (options.signal?.aborted) throw new CaptchaError('CAPTCHA_CANCELLED', 'Solving was stopped.');
    if (sameBytes(await options.sha256(encoder.encode(challenge.salt + n)), wanted)) return n;
  }
  throw new CaptchaError('CAPTCHA_UNSOLVABLE', 'No number solves the challenge.');
}

/**
 * The `captchaSolutionToken`: base64 of the ALTCHA v1 payload JSON.
 * @example solutionToken(challenge, 4711, 120) // 'eyJhbGdvcml0aG0iOiJTSEEtMjU2Ii…'
 */
export function solutionToken(challenge: CaptchaChallenge, number: number, tookMs: number): string {
  return base64Json({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
    took: Math.max(0, Math.round(tookMs)),
  });
}
