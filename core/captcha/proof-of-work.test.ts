import { createHash, randomBytes } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { captchaChallengeSchema } from '../auth';
import { challengeExpiresAt, solutionToken, solveProofOfWork } from './proof-of-work';
import type { Sha256 } from './sha256';
import { webCryptoSha256 } from './sha256';

const HMAC_KEY = 'test-hmac-key';
/** Node's hash, synchronous underneath: fast, and independent of Web Crypto. */
const nodeSha256: Sha256 = async (data) => new Uint8Array(createHash('sha256').update(data).digest());

async function challengeFor(number: number, maxnumber = 500, expires?: Date) {
  const raw = await createChallenge({
    hmacKey: HMAC_KEY,
    maxnumber,
    number,
    ...(expires ? { expires } : {}),
  });
  return captchaChallengeSchema.parse({ ...raw, maxnumber });
}

describe('ALTCHA proof of work (§4 Login: the bot-check puzzle)', () => {
  it('finds the secret number and produces a token the provider accepts', async () => {
    const challenge = await challengeFor(321);
    const number = await solveProofOfWork(challenge, { sha256: nodeSha256 });
    expect(number).toBe(321);
    const token = solutionToken(challenge, number, 12);
    await expect(verifySolution(token, HMAC_KEY, false)).resolves.toBe(true);
    expect(JSON.parse(Buffer.from(token, 'base64').toString('utf8'))).toMatchObject({
      number: 321,
      took: 12,
    });
  });

  it('solves any number within the maximum (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 200 }), async (secret) => {
        const challenge = await challengeFor(secret, 200);
        return (await solveProofOfWork(challenge, { sha256: nodeSha256 })) === secret;
      }),
      { numRuns: 15 },
    );
  });

  it('rejects a token whose number was tampered with', async () => {
    const challenge = await challengeFor(7);
    await expect(verifySolution(solutionToken(challenge, 8, 0), HMAC_KEY, false)).resolves.toBe(false);
  });

  it('refuses other algorithms, malformed digests and excessive work', async () => {
    const challenge = await challengeFor(1);
    await expect(
      solveProofOfWork({ ...challenge, algorithm: 'SHA-1' }, { sha256: nodeSha256 }),
    ).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID_CHALLENGE',
    });
    await expect(
      solveProofOfWork({ ...challenge, challenge: 'xyz' }, { sha256: nodeSha256 }),
    ).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID_CHALLENGE',
    });
    await expect(
      solveProofOfWork({ ...challenge, maxnumber: 1e9 }, { sha256: nodeSha256 }),
    ).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID_CHALLENGE',
    });
  });

  it('reports an unsolvable challenge and stops when aborted', async () => {
    const challenge = await challengeFor(150, 200);
    await expect(
      solveProofOfWork({ ...challenge, maxnumber: 100 }, { sha256: nodeSha256 }),
    ).rejects.toMatchObject({
      code: 'CAPTCHA_UNSOLVABLE',
    });
    const controller = new AbortController();
    controller.abort();
    await expect(
      solveProofOfWork(challenge, { sha256: nodeSha256, signal: controller.signal }),
    ).rejects.toMatchObject({
      code: 'CAPTCHA_CANCELLED',
    });
  });

  it('reads the expiry ALTCHA puts in the salt', async () => {
    const challenge = await challengeFor(1, 10, new Date(Date.UTC(2025, 0, 1, 0, 5)));
    expect(challengeExpiresAt(challenge)).toBe(Date.UTC(2025, 0, 1, 0, 5));
    expect(challengeExpiresAt({ salt: 'abc' })).toBeNull();
    expect(challengeExpiresAt({ salt: 'abc?expires=soon&' })).toBeNull();
  });
});

describe('Web Crypto SHA-256', () => {
  it('matches Node’s SHA-256 for any input', async () => {
    const sha256 = webCryptoSha256();
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 64 }), async (bytes) => {
        const web = Buffer.from(await sha256(bytes)).toString('hex');
        return web === createHash('sha256').update(bytes).digest('hex');
      }),
      { numRuns: 30 },
    );
    expect((await sha256(randomBytes(3))).length).toBe(32);
  });
});
