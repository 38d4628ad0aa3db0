/**
 * The bot check's proof of work (core/captcha `solveProofOfWork`) in a Web Worker, so the search
 * never holds the page's main thread (docs/loading.md). It gets the challenge, answers with the
 * number or the CaptchaError's code; the page stops it by terminating the worker.
 */
import type { CaptchaChallenge } from '../../../core/auth';
import { isCaptchaError } from '../../../core/captcha/errors';
import { solveProofOfWork } from '../../../core/captcha/proof-of-work';
import { webCryptoSha256 } from '../../../core/captcha/sha256';

/** What the worker answers. */
export type ProofOfWorkAnswer = { readonly number: number } | { readonly code: string; readonly message: string };

/** The worker's own global scope, typed for the two members used (web/ compiles against the DOM's). */
const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<CaptchaChallenge>) => void): void;
  postMessage(answer: ProofOfWorkAnswer): void;
};

scope.addEventListener('message', (event) => {
  solveProofOfWork(event.data, { sha256: webCryptoSha256() }).then(
    (number) => scope.postMessage({ number }),
    (error: unknown) =>
      scope.postMessage(
        isCaptchaError(error)
          ? { code: error.code, message: error.message }
          : { code: 'CAPTCHA_UNAVAILABLE', message: 'The proof of work failed.' },
      ),
  );
});
