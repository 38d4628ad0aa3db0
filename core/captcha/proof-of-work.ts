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
import { CaptchaError } from './errors';
import type { Sha256, SyncSha256 } from './sha256';

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

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** How many numbers the synchronous search hashes between two pauses (about 2–4 ms in Node). */
export const SYNC_BATCH_SIZE = 1000;

/**
 * The hash of the search: the async port (Web Crypto in browsers: every number is awaited), or a
 * synchronous one with a pause, which hashes `SYNC_BATCH_SIZE` numbers at a time and then awaits
 * `pause` so other work on the thread (a page, other logins of `portal-cli check`) keeps running.
 */
export type ProofOfWorkHash =
  | { readonly sha256: Sha256; readonly sha256Sync?: undefined }
  | { readonly sha256Sync: SyncSha256; readonly pause: () => Promise<void>; readonly sha256?: undefined };

export type SolveOptions = ProofOfWorkHash & {
  /** Stops the search; it then rejects with CAPTCHA_CANCELLED. */
  readonly signal?: AbortSignal | undefined;
};

function checkedChallenge(challenge: CaptchaChallenge): { wanted: Uint8Array; max: number } {
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

const cancelled = () => new CaptchaError('CAPTCHA_CANCELLED', 'Solving was stopped.');

/** One awaited hash per number: the async port's only way. */
async function searchAwaitingEach(
  salt: string,
  wanted: Uint8Array,
  max: number,
  sha256: Sha256,
  signal: AbortSignal | undefined,
): Promise<number | undefined> {
  const encoder = new TextEncoder();
  for (let n = 0; n <= max; n++) {
    if (signal?.aborted) throw cancelled();
    if (sameBytes(await sha256(encoder.encode(salt + n)), wanted)) return n;
  }
  return undefined;
}

/**
 * Batches of synchronous hashes. The salt's bytes are written once into a reused buffer and each
 * number's ASCII digits after them: the same bytes as `encode(salt + n)`, without a string and an
 * array per number (the garbage was a large part of the search's cost).
 */
async function searchInBatches(
  salt: string,
  wanted: Uint8Array,
  max: number,
  sha256Sync: SyncSha256,
  pause: () => Promise<void>,
  signal: AbortSignal | undefined,
): Promise<number | undefined> {
  const saltBytes = new TextEncoder().encode(salt);
  // MAX_ACCEPTED_MAX_NUMBER has 8 digits; 16 leaves room for any safe integer's.
  const buffer = new Uint8Array(saltBytes.length + 16);
  buffer.set(saltBytes);
  for (let start = 0; start <= max; start += SYNC_BATCH_SIZE) {
    if (start > 0) await pause();
    if (signal?.aborted) throw cancelled();
    const end = Math.min(max, start + SYNC_BATCH_SIZE - 1);
    for (let n = start; n <= end; n++) {
      const digits = String(n);
      let length = saltBytes.length;
      for (let i = 0; i < digits.length; i++) buffer[length++] = digits.charCodeAt(i);
      if (sameBytes(sha256Sync(buffer.subarray(0, length)), wanted)) return n;
    }
  }
  return undefined;
}

/**
 * @example await solveProofOfWork(challenge, { sha256 }) // 4711
 * @example await solveProofOfWork(challenge, { sha256Sync, pause: () => delay(scheduler, 0) }) // 4711
 * @throws CaptchaError CAPTCHA_INVALID_CHALLENGE, CAPTCHA_UNSOLVABLE or CAPTCHA_CANCELLED
 */
export async function solveProofOfWork(challenge: CaptchaChallenge, options: SolveOptions): Promise<number> {
  const { wanted, max } = checkedChallenge(challenge);
  const found = options.sha256Sync
    ? await searchInBatches(challenge.salt, wanted, max, options.sha256Sync, options.pause, options.signal)
    : await searchAwaitingEach(challenge.salt, wanted, max, options.sha256, options.signal);
  if (found === undefined) throw new CaptchaError('CAPTCHA_UNSOLVABLE', 'No number solves the challenge.');
  return found;
}

/**
 * The `captchaSolutionToken`: base64 of the ALTCHA v1 payload JSON.
 * @example solutionToken(challenge, 4711, 120) // 'eyJhbGdvcml0aG0iOiJTSEEtMjU2Ii…'
 */
export function solutionToken(challenge: CaptchaChallenge, number: number, tookMs: number): string {
  const payload = JSON.stringify({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
    took: Math.max(0, Math.round(tookMs)),
  });
  let binary = '';
  for (const byte of new TextEncoder().encode(payload)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * When the challenge expires (epoch ms), from the `expires` parameter ALTCHA puts in the salt
 * (`<random>?expires=<epoch seconds>&`); null when it has none.
 * @example challengeExpiresAt({ salt: 'ab12?expires=1735689900&', … }) // 1735689900000
 */
export function challengeExpiresAt(challenge: Pick<CaptchaChallenge, 'salt'>): number | null {
  const query = challenge.salt.split('?')[1];
  if (!query) return null;
  const raw = new URLSearchParams(query).get('expires') ?? new URLSearchParams(query).get('expire');
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  return Number(raw) * 1000;
}
