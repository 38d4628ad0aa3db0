import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { type CaptchaChallengeV2, captchaChallengeV2Schema } from '../auth';
import { localEnvironment } from '../config';
import { createFakeFetch, createFakeTime } from '../ports/testing';
import { captchaChallengeUrl } from './challenge-url';
import {
  keyDerivationExpiresAt,
  keyDerivationToken,
  MAX_KEY_DERIVATION_COST,
  solveKeyDerivation,
  webCryptoPbkdf2,
} from './key-derivation';
import { createAltchaSolver } from './solver';

const SECRET = 'test-hmac-key';
const KEY_SECRET = 'test-key-signature';
const deriveKey = webCryptoPbkdf2();
const services = localEnvironment('http://sandbox.test').services;

/** A challenge as the provider (altcha-lib v2, deterministic mode) issues it. */
async function challengeFor(counter: number, expiresAt?: Date): Promise<CaptchaChallengeV2> {
  const raw = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 5,
    counter,
    deriveKey: nodeDeriveKey,
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: KEY_SECRET,
    ...(expiresAt ? { expiresAt } : {}),
  });
  return captchaChallengeV2Schema.parse(raw);
}

const decoded = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8'));

/** A solver that asks for the second generation, answered `challenge` by a fake server. */
function secondGenerationSolver(challenge: unknown) {
  const fake = createFakeFetch(() => Response.json(challenge));
  const time = createFakeTime();
  const solver = createAltchaSolver({
    services,
    fetch: fake.fetch,
    scheduler: time.scheduler,
    clock: time.clock,
    version: 2,
  });
  return { fake, solver };
}

describe('§9 captchaV2: the second challenge generation’s proof of work (PBKDF2 per attempt)', () => {
  it('finds the counter and produces the payload the provider verifies', async () => {
    const challenge = await challengeFor(37);
    const solution = await solveKeyDerivation(challenge, { deriveKey });
    expect(solution.counter).toBe(37);
    const payload = decoded(keyDerivationToken(challenge, solution, 12.4));
    expect(payload.solution).toEqual({ counter: 37, derivedKey: solution.derivedKey, time: 12 });
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey: nodeDeriveKey,
      hmacSignatureSecret: SECRET,
      hmacKeySignatureSecret: KEY_SECRET,
    });
    expect(result.verified).toBe(true);
  });

  it('sends every parameter back as it came: the signature covers unknown ones too', async () => {
    const challenge = await challengeFor(3);
    expect(challenge.parameters).toHaveProperty('keySignature');
    const payload = decoded(
      keyDerivationToken(challenge, await solveKeyDerivation(challenge, { deriveKey }), 0),
    );
    expect(payload.challenge).toEqual({ parameters: challenge.parameters, signature: challenge.signature });
  });

  it('reads the expiry from parameters.expiresAt', async () => {
    const challenge = await challengeFor(1, new Date(Date.UTC(2030, 0, 1, 0, 5)));
    expect(keyDerivationExpiresAt(challenge)).toBe(Date.UTC(2030, 0, 1, 0, 5));
    expect(
      keyDerivationExpiresAt({ parameters: { ...challenge.parameters, expiresAt: undefined } }),
    ).toBeNull();
  });

  it('refuses algorithms it cannot derive, malformed parameters and more work than a device should do', async () => {
    const challenge = await challengeFor(1);
    const variants: Array<Partial<CaptchaChallengeV2['parameters']>> = [
      { algorithm: 'ARGON2ID' },
      { nonce: 'not hex' },
      { keyPrefix: '' },
      { keyLength: 0 },
      { cost: MAX_KEY_DERIVATION_COST + 1 },
    ];
    for (const change of variants)
      await expect(
        solveKeyDerivation(
          { ...challenge, parameters: { ...challenge.parameters, ...change } },
          { deriveKey },
        ),
      ).rejects.toMatchObject({ code: 'CAPTCHA_INVALID_CHALLENGE' });
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      solveKeyDerivation(await challengeFor(20), { deriveKey, signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'CAPTCHA_CANCELLED' });
  });

  it('the solver asks for version=2 and solves what comes back', async () => {
    const challenge = await challengeFor(9);
    const { fake, solver } = secondGenerationSolver(challenge);
    const solution = await solver.solve(new AbortController().signal);
    expect(fake.calls.map((call) => call.url)).toEqual([captchaChallengeUrl(services, 2)]);
    expect(captchaChallengeUrl(services, 2)).toBe('http://sandbox.test/captcha/challenge?version=2');
    expect(solution.algorithm).toBe('PBKDF2/SHA-256');
    expect(decoded(solution.token).solution.counter).toBe(9);
  });

  it('the solver refuses a first-generation answer when it asked for the second', async () => {
    const { solver } = secondGenerationSolver({
      algorithm: 'SHA-256',
      challenge: 'c',
      salt: 's',
      signature: 'x',
    });
    await expect(solver.solve(new AbortController().signal)).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID_CHALLENGE',
    });
  });
});
