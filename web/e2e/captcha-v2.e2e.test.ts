/**
 * §9 captchaV2 in real Chromium: with the flag on, the login page's bot check asks the sandbox for a
 * second-generation challenge and solves its PBKDF2 key derivation through Web Crypto; the
 * login sends that payload and lands on the dashboard. The site is the built one with the flag on
 * (support/built-flags.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupBrowserTests } from './support/browser';
import { withBuiltFlags } from './support/built-flags';
import { open, PERSONA, requestsTo, submitLogin, waitForPath } from './support/portal';

const env = setupBrowserTests({ sandbox: { config: { captchaV2Cost: 20, captchaV2MaxCounter: 300 } } });

beforeAll(() => {
  withBuiltFlags(env.harness(), { captchaV2: true });
});

describe('§9 captchaV2: a login with the second challenge generation on /de-de/login/ (demo persona)', () => {
  it('the bot check solves a PBKDF2 challenge asked for with version=2, and the login accepts its payload', async () => {
    const page = await env.openPage();
    const harness = env.harness();
    // The login's body as the page sends it (Firefox's WebDriver BiDi gives puppeteer no request bodies).
    await page.evaluateOnNewDocument(() => {
      const sent: string[] = [];
      (window as unknown as { __loginBodies: string[] }).__loginBodies = sent;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url.endsWith('/auth/realms/global/login') && typeof init?.body === 'string') sent.push(init.body);
        return original(input, init);
      };
    });
    await open(page, harness, '/de-de/login/');
    // The prerendered page was built with the flag off (this file rewrites the configuration only in
    // the served script), so its markup cannot say the generation; the challenge asked for does.
    await submitLogin(page, PERSONA.demo);
    await waitForPath(page, '/de-de/dashboard/');

    const challenges = requestsTo(harness, 'captchaChallenge');
    expect(challenges.map((entry) => entry.query)).toEqual(['version=2']);
    const bodies: string[] = await page.evaluate(
      () => (window as unknown as { __loginBodies: string[] }).__loginBodies,
    );
    const token = (JSON.parse(bodies.at(-1) ?? '{}') as { captchaSolutionToken?: string })
      .captchaSolutionToken;
    const payload = JSON.parse(Buffer.from(token ?? '', 'base64').toString('utf8'));
    expect(payload.challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(payload.solution.counter).toEqual(expect.any(Number));
    expect(requestsTo(harness, 'login').map((entry) => entry.status)).toEqual([200]);
  });
});
