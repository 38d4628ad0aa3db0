import { describe, expect, it, vi } from 'vitest';
import { isCaptchaError } from './errors';
import { createLazyAltchaSolver } from './lazy-solver';
import type { AltchaSolverOptions, CaptchaSolver } from './solver';

const options = { services: () => 'http://sandbox.test/api/x' } as unknown as AltchaSolverOptions;

function solverModule(solve: CaptchaSolver['solve'] = async () => ({ token: 't', expiresAt: null })) {
  return { createAltchaSolver: vi.fn((_options: AltchaSolverOptions) => ({ solve: vi.fn(solve) })) };
}

describe('createLazyAltchaSolver: the silent solver loads with its first solve (issue 12)', () => {
  it('loads nothing until it solves, then creates the solver once with the options and delegates', async () => {
    const module = solverModule();
    const load = vi.fn(async () => module);
    const solver = createLazyAltchaSolver(options, load);
    expect(load).not.toHaveBeenCalled();
    await expect(solver.solve(new AbortController().signal)).resolves.toEqual({
      token: 't',
      expiresAt: null,
    });
    await solver.solve(new AbortController().signal);
    expect(load).toHaveBeenCalledTimes(1);
    expect(module.createAltchaSolver).toHaveBeenCalledTimes(1);
    expect(module.createAltchaSolver).toHaveBeenCalledWith(options);
    expect(module.createAltchaSolver.mock.results[0]!.value.solve).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed download, so the next attempt loads again', async () => {
    const module = solverModule();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(module);
    const solver = createLazyAltchaSolver(options, load);
    await expect(solver.solve(new AbortController().signal)).rejects.toThrow('chunk failed');
    await expect(solver.solve(new AbortController().signal)).resolves.toMatchObject({ token: 't' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a solve stopped while the code loads is cancelled and does not start the search', async () => {
    const module = solverModule();
    const solver = createLazyAltchaSolver(options, async () => module);
    const controller = new AbortController();
    const solving = solver.solve(controller.signal);
    controller.abort();
    const error = await solving.catch((caught: unknown) => caught);
    expect(isCaptchaError(error, 'CAPTCHA_CANCELLED')).toBe(true);
    expect(module.createAltchaSolver.mock.results[0]!.value.solve).not.toHaveBeenCalled();
  });
});
