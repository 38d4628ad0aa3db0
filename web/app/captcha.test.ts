import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaChallenge } from '../../core/auth';
import { type CaptchaSolver, captchaSettings, createCaptchaStore, isCaptchaError } from '../../core/captcha';
import { DEFAULT_FLAGS } from '../../core/config';
import { createSandbox } from '../../fixtures';
import { answerChallenge } from '../components/bot-check/proof-of-work-answer';
import { proofOfWorkInWorker } from '../components/bot-check/solver';
import { resolvePortalConfig } from '../config/check-portal-config';
import file from '../config/portal.config.json';
import { PARTS } from '../pages';
import { createBotCheckFactory } from './captcha';

/** A Worker that runs the proof-of-work worker's answer in this thread (jsdom has no workers). */
class InThreadWorker extends EventTarget {
  static started = 0;
  static terminated = 0;
  constructor() {
    super();
    InThreadWorker.started += 1;
  }
  postMessage(challenge: CaptchaChallenge) {
    void answerChallenge(challenge).then((data) => this.dispatchEvent(new MessageEvent('message', { data })));
  }
  terminate() {
    InThreadWorker.terminated += 1;
  }
}

afterEach(() => vi.unstubAllGlobals());

/** The bot check core/portal makes (`createBotCheck`), over the test's clock and the flags' settings. */
const storeOver = (flags: Partial<typeof DEFAULT_FLAGS>) => (solver: CaptchaSolver) =>
  createCaptchaStore({
    solver,
    clock: { now: () => 0, monotonic: () => 0 },
    scheduler: { setTimeout: () => 0, clearTimeout: () => {} },
    settings: captchaSettings({ ...DEFAULT_FLAGS, ...flags }),
  });

describe('the bot check of a login page (§2.1, §9 captcha flags)', () => {
  const sandboxPorts = (sandbox: Awaited<ReturnType<typeof createSandbox>>) =>
    ({
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        sandbox.handle(new Request(String(input), init)),
      clock: { now: () => Date.now(), monotonic: () => performance.now() },
      scheduler: { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout },
    }) as never;
  const configWith = (captchaV2: boolean) =>
    resolvePortalConfig(
      { ...file, flags: { ...file.flags, captchaV2 } },
      { VITE_SANDBOX_URL: 'http://sandbox.test' },
      'http://127.0.0.1:5173',
    );

  it('solves the provider’s first-generation challenge with its proof of work in a worker, the solver’s code loaded on the first solve', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    const sandbox = await createSandbox({ config: { captchaMaxNumber: 500 } });
    const started = InThreadWorker.started;
    const { store } = createBotCheckFactory(configWith(false), sandboxPorts(sandbox), storeOver({}))();
    expect(store.getSnapshot().settings).toMatchObject({ visible: true, version: 1 });
    store.start();
    const token = await store.solve();
    expect(PARTS.botCheck.current()).toBeDefined();
    expect(InThreadWorker.started).toBe(started + 1);
    const payload = JSON.parse(atob(token)) as { number: number };
    expect(Number.isInteger(payload.number)).toBe(true);
    expect(store.getSnapshot().state).toBe('solved');
  });

  it('with captchaV2 asks for the second generation and answers its key derivation', async () => {
    const sandbox = await createSandbox({ config: { captchaMaxNumber: 500 } });
    const { store } = createBotCheckFactory(
      configWith(true),
      sandboxPorts(sandbox),
      storeOver({ captchaV2: true }),
    )();
    expect(store.getSnapshot().settings).toMatchObject({ visible: true, version: 2 });
    store.start();
    const token = await store.solve();
    const payload = JSON.parse(atob(token)) as {
      challenge: { parameters: { algorithm: string } };
      solution: { counter: number };
    };
    expect(payload.challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(Number.isInteger(payload.solution.counter)).toBe(true);
    expect(store.getSnapshot().state).toBe('solved');
  });

  it('a stopped search ends its worker; a failed one says why', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    const stop = new AbortController();
    const challenge = {
      algorithm: 'SHA-256',
      challenge: 'a'.repeat(64),
      salt: 's',
      signature: 'x',
      maxnumber: 5,
    };
    const stopped = proofOfWorkInWorker(challenge, stop.signal);
    const before = InThreadWorker.terminated;
    stop.abort();
    await expect(stopped).rejects.toSatisfy((error) => isCaptchaError(error, 'CAPTCHA_CANCELLED'));
    expect(InThreadWorker.terminated).toBe(before + 1);
    await expect(proofOfWorkInWorker(challenge)).rejects.toSatisfy((error) =>
      isCaptchaError(error, 'CAPTCHA_UNSOLVABLE'),
    );
    await expect(proofOfWorkInWorker({ ...challenge, algorithm: 'MD5' })).rejects.toSatisfy((error) =>
      isCaptchaError(error, 'CAPTCHA_INVALID_CHALLENGE'),
    );
  });
});
