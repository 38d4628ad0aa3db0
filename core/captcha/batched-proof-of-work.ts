/**
 * The proof of work with a synchronous hash (decision 153): portal-cli's `check` solves
 * 13 puzzles on one thread, and awaiting every hash through the async port, with a string and a
 * byte array per number, was about a third of its CPU. Here a batch of numbers is hashed at a time
 * into one reused buffer, and the search pauses between batches so other work on the thread
 * (other locales' requests, a page) keeps running. Same numbers, same errors as `solveProofOfWork`.
 *
 * A module of its own: the web has no synchronous SHA-256, and its bundle drops what it never imports.
 */
import type { CaptchaChallenge } from '../auth';
import { delay, type Scheduler } from '../ports';
import { CaptchaError } from './errors';
import { checkedChallenge, sameBytes } from './proof-of-work';
import type { SyncSha256 } from './sha256';

/** How many numbers are hashed between two pauses (about 2–4 ms in Node). */
export const SYNC_BATCH_SIZE = 1000;

export interface BatchedSolveOptions {
  readonly sha256Sync: SyncSha256;
  /** Awaited between two batches. */
  readonly pause: () => Promise<void>;
  /** Stops the search (checked before every batch); it then rejects with CAPTCHA_CANCELLED. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * The salt's bytes are written once and each number's ASCII digits after them: the same bytes as
 * `encode(salt + n)`, without a string and an array per number.
 * @example await solveProofOfWorkInBatches(challenge, { sha256Sync, pause: () => delay(scheduler, 0) }) // 4711
 * @throws CaptchaError CAPTCHA_INVALID_CHALLENGE, CAPTCHA_UNSOLVABLE or CAPTCHA_CANCELLED
 */
export async function solveProofOfWorkInBatches(
  challenge: CaptchaChallenge,
  options: BatchedSolveOptions,
): Promise<number> {
  const { wanted, max } = checkedChallenge(challenge);
  const saltBytes = new TextEncoder().encode(challenge.salt);
  // MAX_ACCEPTED_MAX_NUMBER has 8 digits; 16 leaves room for any safe integer's.
  const buffer = new Uint8Array(saltBytes.length + 16);
  buffer.set(saltBytes);
  for (let start = 0; start <= max; start += SYNC_BATCH_SIZE) {
    if (start > 0) await options.pause();
    if (options.signal?.aborted) throw new CaptchaError('CAPTCHA_CANCELLED', 'Solving was stopped.');
    const end = Math.min(max, start + SYNC_BATCH_SIZE - 1);
    for (let n = start; n <= end; n++) {
      const digits = String(n);
      let length = saltBytes.length;
      for (let i = 0; i < digits.length; i++) buffer[length++] = digits.charCodeAt(i);
      if (sameBytes(options.sha256Sync(buffer.subarray(0, length)), wanted)) return n;
    }
  }
  throw new CaptchaError('CAPTCHA_UNSOLVABLE', 'No number solves the challenge.');
}

/** How the ALTCHA solver finds the number of a challenge (solver.ts `proofOfWork`). */
export type ProofOfWork = (challenge: CaptchaChallenge, signal: AbortSignal) => Promise<number>;

/**
 * The batched search for `createAltchaSolver`, pausing on the scheduler between batches.
 * @example createAltchaSolver({ …, proofOfWork: batchedProofOfWork(nodeSha256Sync, scheduler) })
 */
export function batchedProofOfWork(sha256Sync: SyncSha256, scheduler: Scheduler): ProofOfWork {
  return (challenge, signal) =>
    solveProofOfWorkInBatches(challenge, { sha256Sync, pause: () => delay(scheduler, 0), signal });
}
