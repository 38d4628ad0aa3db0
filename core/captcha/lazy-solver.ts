/**
 * The silent bot check's solver (§9 captchaVisiblePuzzle off), loaded when it first solves. The
 * solver brings the proof of work, the hash and the challenge exchange; the login page's store
 * starts solving only after the first paint (decision 124), so the page need not load them up
 * front (issue 12, docs/decisions/161). Like core/api's lazy client: a driver creates it at once and
 * the code arrives with the first `solve`.
 */
import { CaptchaError } from './errors';
import type { AltchaSolverOptions, CaptchaSolver } from './solver';

type SolverModule = { createAltchaSolver(options: AltchaSolverOptions): CaptchaSolver };

/**
 * @param load the solver's module (tests pass their own)
 * @example
 * const solver = createLazyAltchaSolver({ services, fetch, scheduler, clock });
 * await solver.solve(signal); // loads core/captcha/solver.ts, then solves
 */
export function createLazyAltchaSolver(
  options: AltchaSolverOptions,
  load: () => Promise<SolverModule> = () => import('./solver'),
): CaptchaSolver {
  let solver: Promise<CaptchaSolver> | undefined;
  return {
    solve(signal) {
      solver ??= load().then(
        (module) => module.createAltchaSolver(options),
        (error: unknown) => {
          // A failed download is not remembered: the store's next attempt tries again.
          solver = undefined;
          throw error;
        },
      );
      return solver.then((loaded) => {
        // Stopped while the code was on its way: as if the search had been stopped.
        if (signal.aborted) throw new CaptchaError('CAPTCHA_CANCELLED', 'Solving was stopped.');
        return loaded.solve(signal);
      });
    },
  };
}
