import { createHash } from 'node:crypto';
import { createChallenge } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS, localEnvironment } from '../config';
import { createTranslator } from '../i18n';
import { SUPPORTED_LOCALES } from '../locale';
import {
  createFakeFetch,
  createFakeTime,
  createRecordingAnalytics,
  deferred,
  type FakeTime,
} from '../ports/testing';
import { createCaptchaStore } from './captcha-store';
import { CaptchaError } from './errors';
import { captchaSettings } from './settings';
import type { Sha256 } from './sha256';
import { type CaptchaSolution, type CaptchaSolver, createAltchaSolver } from './solver';
import { CAPTCHA_STATES } from './states';

const sha256: Sha256 = async (data) => new Uint8Array(createHash('sha256').update(data).digest());
const services = localEnvironment('http://sandbox.test').services;
const settings = captchaSettings(DEFAULT_FLAGS);

/** A solver whose every solve waits for the test to answer it. */
function controlledSolver() {
  const runs: Array<{ signal: AbortSignal; answer: ReturnType<typeof deferred<CaptchaSolution>> }> = [];
  const solver: CaptchaSolver = {
    solve(signal) {
      const answer = deferred<CaptchaSolution>();
      runs.push({ signal, answer });
      return answer.promise;
    },
  };
  return { solver, runs };
}

function store(time: FakeTime = createFakeTime()) {
  const { solver, runs } = controlledSolver();
  const analytics = createRecordingAnalytics();
  const captcha = createCaptchaStore({
    solver,
    clock: time.clock,
    scheduler: time.scheduler,
    settings,
    analytics,
  });
  const events = () => analytics.events.map((event) => event.event);
  return { captcha, runs, time, events, analytics };
}

describe('captcha states (§4 Captcha states)', () => {
  it('goes uninitialized → ready → solving → solved and tracks started and solved (§7)', async () => {
    const { captcha, runs, time, events } = store();
    expect(captcha.getSnapshot().state).toBe('uninitialized');
    captcha.start();
    expect(captcha.getSnapshot().state).toBe('ready');
    const token = captcha.solve();
    expect(captcha.getSnapshot().state).toBe('solving');
    runs[0]?.answer.resolve({ token: 'T1', expiresAt: null });
    await expect(token).resolves.toBe('T1');
    await time.flush();
    expect(captcha.getSnapshot()).toMatchObject({ state: 'solved', error: null });
    expect(events()).toEqual(['captcha-started', 'captcha-solved']);
  });

  it('joins the solving in flight and hands out a held solution without solving again', async () => {
    const { captcha, runs } = store();
    captcha.start();
    const first = captcha.solve();
    const second = captcha.solve();
    runs[0]?.answer.resolve({ token: 'T1', expiresAt: null });
    await expect(Promise.all([first, second])).resolves.toEqual(['T1', 'T1']);
    await expect(captcha.solve()).resolves.toBe('T1');
    expect(runs).toHaveLength(1);
  });

  it('moves to error with the code and tracks captcha-failed; solving again starts over', async () => {
    const { captcha, runs, events, analytics } = store();
    captcha.start();
    const failed = captcha.solve();
    runs[0]?.answer.reject(new CaptchaError('CAPTCHA_UNAVAILABLE', 'down'));
    await expect(failed).rejects.toMatchObject({ code: 'CAPTCHA_UNAVAILABLE' });
    expect(captcha.getSnapshot()).toMatchObject({ state: 'error', error: 'CAPTCHA_UNAVAILABLE' });
    expect(events()).toContain('captcha-failed');
    expect(analytics.events.at(-1)?.data).toEqual({ code: 'CAPTCHA_UNAVAILABLE' });
    const again = captcha.solve();
    runs[1]?.answer.resolve({ token: 'T2', expiresAt: null });
    await expect(again).resolves.toBe('T2');
  });

  it('reset stops solving, drops the solution and reports no failure', async () => {
    const { captcha, runs, events } = store();
    captcha.start();
    const pending = captcha.solve();
    captcha.reset();
    expect(runs[0]?.signal.aborted).toBe(true);
    expect(captcha.getSnapshot().state).toBe('ready');
    runs[0]?.answer.reject(new CaptchaError('CAPTCHA_CANCELLED', 'stopped'));
    await expect(pending).rejects.toMatchObject({ code: 'CAPTCHA_CANCELLED' });
    expect(captcha.getSnapshot().state).toBe('ready');
    expect(events()).not.toContain('captcha-failed');
  });

  it('expires a held solution when its challenge does, on the scheduler (§7 captcha expired)', async () => {
    const { captcha, runs, time, events } = store();
    captcha.start();
    const solving = captcha.solve();
    runs[0]?.answer.resolve({ token: 'T1', expiresAt: time.clock.now() + 60_000 });
    await solving;
    await time.advance(59_999);
    expect(captcha.getSnapshot().state).toBe('solved');
    await time.advance(1);
    expect(captcha.getSnapshot().state).toBe('expired');
    expect(events()).toEqual(['captcha-started', 'captcha-solved', 'captcha-expired']);
    const fresh = captcha.solve();
    runs[1]?.answer.resolve({ token: 'T2', expiresAt: null });
    await expect(fresh).resolves.toBe('T2');
  });

  it('sees a solution expired after the machine slept, before any timer fired', async () => {
    const { captcha, runs, time } = store();
    const solving = captcha.solve();
    runs[0]?.answer.resolve({ token: 'T1', expiresAt: time.clock.now() + 60_000 });
    await solving;
    time.sleep(120_000);
    const next = captcha.solve();
    expect(runs).toHaveLength(2);
    runs[1]?.answer.resolve({ token: 'T2', expiresAt: null });
    await expect(next).resolves.toBe('T2');
  });
});

describe('ALTCHA solver against the provider (§7 captcha calls)', () => {
  async function provider(options: { status?: number; body?: unknown; verified?: boolean } = {}) {
    const challenge = await createChallenge({ hmacKey: 'k', maxnumber: 100, number: 42 });
    const fake = createFakeFetch((request) => {
      if (request.url.endsWith('/captcha/verify'))
        return Response.json({ verified: options.verified ?? true });
      return Response.json(options.body ?? { ...challenge, maxnumber: 100 }, {
        status: options.status ?? 200,
      });
    });
    const time = createFakeTime();
    const make = (verify = false) =>
      createAltchaSolver({
        services,
        fetch: fake.fetch,
        scheduler: time.scheduler,
        clock: time.clock,
        sha256,
        verify,
      });
    return { fake, make };
  }

  it('fetches the challenge, solves it and returns the base64 token', async () => {
    const { fake, make } = await provider();
    const solution = await make().solve(new AbortController().signal);
    expect(JSON.parse(Buffer.from(solution.token, 'base64').toString())).toMatchObject({ number: 42 });
    expect(fake.calls.map((call) => new URL(call.url).pathname)).toEqual(['/captcha/challenge']);
  });

  it('maps an unreachable provider and a malformed challenge to typed errors', async () => {
    const down = await provider({ status: 503 });
    await expect(down.make().solve(new AbortController().signal)).rejects.toMatchObject({
      code: 'CAPTCHA_UNAVAILABLE',
    });
    const broken = await provider({ body: { algorithm: 'SHA-256' } });
    await expect(broken.make().solve(new AbortController().signal)).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID_CHALLENGE',
    });
  });

  it('asks the provider to verify when configured, and fails on its refusal', async () => {
    const accepting = await provider();
    await accepting.make(true).solve(new AbortController().signal);
    expect(accepting.fake.calls.at(-1)?.body).toContain('"payload"');
    const refusing = await provider({ verified: false });
    await expect(refusing.make(true).solve(new AbortController().signal)).rejects.toMatchObject({
      code: 'CAPTCHA_REJECTED',
    });
  });
});

describe('captcha flags and texts (§9)', () => {
  it('maps the three flags', () => {
    expect(captchaSettings(DEFAULT_FLAGS)).toEqual({ solveOn: 'typing', visible: true, version: 1 });
    expect(
      captchaSettings({ captchaSolveDuringLogin: false, captchaVisiblePuzzle: false, captchaV2: true }),
    ).toEqual({ solveOn: 'submit', visible: false, version: 2 });
  });

  it('has a status text for every state in every locale', () => {
    for (const locale of SUPPORTED_LOCALES)
      for (const state of CAPTCHA_STATES)
        expect(createTranslator(locale).t(`captcha:status_${state}`).length).toBeGreaterThan(3);
  });
});
