/**
 * The bot check's solver, a part of its own (web/pages.ts `botCheck`): core/captcha's ALTCHA solver
 * (challenge exchange through the page's fetch) with its proof of work in a Web Worker
 * (proof-of-work.worker.ts), so the page stays responsive while it runs. Loaded on the login form's
 * first focus or in the first idle period, whichever comes first; the store's first solve waits for
 * it if neither has happened.
 */
import type { CaptchaChallenge } from '../../../core/auth';
import {
  type AltchaSolverOptions,
  CAPTCHA_ERROR_CODES,
  CaptchaError,
  type CaptchaErrorCode,
  type CaptchaSolver,
  createAltchaSolver,
} from '../../../core/captcha';
import type { ProofOfWorkAnswer } from './proof-of-work-answer';

const cancelled = () => new CaptchaError('CAPTCHA_CANCELLED', 'Solving was stopped.');

function codeOf(code: string): CaptchaErrorCode {
  return (CAPTCHA_ERROR_CODES as readonly string[]).includes(code)
    ? (code as CaptchaErrorCode)
    : 'CAPTCHA_UNAVAILABLE';
}

/**
 * Finds the challenge's number in a worker of its own; stopping the signal ends the worker.
 * @example const number = await proofOfWorkInWorker(challenge, signal);
 */
export function proofOfWorkInWorker(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelled());
    const worker = new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', stop);
    };
    const stop = () => {
      finish();
      reject(cancelled());
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.addEventListener('message', (event: MessageEvent<ProofOfWorkAnswer>) => {
      finish();
      const answer = event.data;
      if ('number' in answer) resolve(answer.number);
      else reject(new CaptchaError(codeOf(answer.code), answer.message));
    });
    worker.addEventListener('error', () => {
      finish();
      reject(new CaptchaError('CAPTCHA_UNAVAILABLE', 'The proof of work could not run.'));
    });
    worker.postMessage(challenge);
  });
}

/**
 * @example const solver = createWorkerSolver({ services, fetch, scheduler, clock }); await solver.solve(signal);
 */
export function createWorkerSolver(
  options: Omit<AltchaSolverOptions, 'proofOfWork' | 'sha256'>,
): CaptchaSolver {
  return createAltchaSolver({ ...options, proofOfWork: proofOfWorkInWorker });
}
