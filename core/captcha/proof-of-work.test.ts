import { createHash, randomBytes } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { captchaChallengeSchema } from '../auth';
import { SYNC_BATCH_SIZE, solveProofOfWorkInBatches } from './batched-proof-of-work';
import { challengeExpiresAt } from './challenge-expiry';
import { solutionToken, solveProofOfWork } from './proof-of-work';
import type { Sha256 } from './sha256';
import { webCryptoSha256 } from './sha256';

const HMAC_KEY = 'test-hmac-key';
/** Node's hash, synchronous underneath: fast, and independent of Web Crypto. */
const nodeSha256: Sha256 = async (data) => new Uint8Array(createHash('sha256').update(data).digest());
const nodeSha256Sync = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());

/** A challenge for `salt + secret` built by hand, so the salt can be any string. */
function handChallenge(salt: string, secret: number, maxnumber: number) {
  const digest = createHash('sha256')
    .update(new TextEncoder().encode(salt + secret))
    .digest('hex');
  return { algorithm: 'SHA-256', challenge: digest, salt, signature: 'unused', maxnumber };
}

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

describe('the batched search with a synchronous hash (decision 153)', () => {
  const noPause = async () => {};

  it('finds what the awaiting search finds, across batch boundaries and for any salt (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.integer({ min: 0, max: 2 * SYNC_BATCH_SIZE + 5 }),
        async (salt, secret) => {
          const challenge = handChallenge(salt, secret, 2 * SYNC_BATCH_SIZE + 5);
          const batched = await solveProofOfWorkInBatches(challenge, {
            sha256Sync: nodeSha256Sync,
            pause: noPause,
          });
          expect(batched).toBe(secret);
          expect(await solveProofOfWork(challenge, { sha256: nodeSha256 })).toBe(batched);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('solves an ALTCHA challenge the provider then accepts', async () => {
    const challenge = await challengeFor(1234, 5000);
    const number = await solveProofOfWorkInBatches(challenge, { sha256Sync: nodeSha256Sync, pause: noPause });
    expect(number).toBe(1234);
    await expect(verifySolution(solutionToken(challenge, number, 1), HMAC_KEY, false)).resolves.toBe(true);
  });

  it('pauses between batches only, so the thread can run other work', async () => {
    let pauses = 0;
    const pause = async () => {
      pauses++;
    };
    await solveProofOfWorkInBatches(handChallenge('s', SYNC_BATCH_SIZE - 1, 5000), {
      sha256Sync: nodeSha256Sync,
      pause,
    });
    expect(pauses).toBe(0);
    await solveProofOfWorkInBatches(handChallenge('s', 2 * SYNC_BATCH_SIZE + 1, 5000), {
      sha256Sync: nodeSha256Sync,
      pause,
    });
    expect(pauses).toBe(2);
  });

  it('refuses the challenges the awaiting search refuses', async () => {
    const challenge = handChallenge('s', 1, 10);
    for (const bad of [
      { ...challenge, algorithm: 'SHA-1' },
      { ...challenge, challenge: 'xyz' },
      { ...challenge, maxnumber: 1e9 },
    ])
      await expect(
        solveProofOfWorkInBatches(bad, { sha256Sync: nodeSha256Sync, pause: noPause }),
      ).rejects.toMatchObject({ code: 'CAPTCHA_INVALID_CHALLENGE' });
  });

  it('reports an unsolvable challenge, and stops when aborted during a pause', async () => {
    await expect(
      solveProofOfWorkInBatches(handChallenge('s', 150, 100), { sha256Sync: nodeSha256Sync, pause: noPause }),
    ).rejects.toMatchObject({ code: 'CAPTCHA_UNSOLVABLE' });
    const controller = new AbortController();
    let hashed = 0;
    const counting = (data: Uint8Array) => {
      hashed++;
      return nodeSha256Sync(data);
    };
    const pause = async () => controller.abort();
    await expect(
      solveProofOfWorkInBatches(handChallenge('s', 3 * SYNC_BATCH_SIZE, 5000), {
        sha256Sync: counting,
        pause,
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ code: 'CAPTCHA_CANCELLED' });
    expect(hashed).toBe(SYNC_BATCH_SIZE);
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
