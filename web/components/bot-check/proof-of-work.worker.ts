/**
 * The bot check's proof of work (core/captcha `solveProofOfWork`) in a Web Worker, so the search
 * never holds the page's main thread (docs/loading.md). It gets the challenge and answers with the
 * number or the CaptchaError's code (proof-of-work-answer.ts); the page stops it by terminating it.
 */
import type { CaptchaChallenge } from '../../../core/auth';
import { answerChallenge, type ProofOfWorkAnswer } from './proof-of-work-answer';

/** The worker's own global scope, typed for the two members used (web/ compiles against the DOM's). */
const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<CaptchaChallenge>) => void): void;
  postMessage(answer: ProofOfWorkAnswer): void;
};

scope.addEventListener('message', (event) => {
  void answerChallenge(event.data).then((answer) => scope.postMessage(answer));
});
