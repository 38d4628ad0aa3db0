/**
 * The second challenge generation's proof of work (§9 captchaV2; ALTCHA's v2 protocol, the
 * `captchaChallengeV2Schema` of core/auth/wire.ts): find the counter n for which the key derived
 * from nonce ‖ n (n as a big-endian 32-bit integer) with the challenge's salt and cost starts with
 * `keyPrefix`, then send the challenge as it came and the counter with its key back as the base64
 * `captchaSolutionToken` (what the widget sends and the sandbox verifies).
 *
 * Each attempt is a key derivation (PBKDF2 with `cost` iterations) rather than one hash, which is
 * what makes the second generation costlier for a bot farm than for one customer. Written here for
 * the reason proof-of-work.ts gives: abortable, no `Date.now()`, the derivation passed in.
 */
import type { CaptchaChallengeV2 } from '../auth';
import { base64Json } from './base64-json';
import { CaptchaError } from './errors';

/** Derives `keyLength` bytes from password and salt with the challenge's algorithm and cost. */
export type DeriveKey = (
  parameters: CaptchaChallengeV2['parameters'],
  salt: Uint8Array,
  password: Uint8Array,
) => Promise<Uint8Array>;

/** The PBKDF2 algorithms Web Crypto derives, by the challenge's name for them. */
const PBKDF2_HASHES: Readonly<Record<string, string>> = {
  'PBKDF2/SHA-256': 'SHA-256',
  'PBKDF2/SHA-384': 'SHA-384',
  'PBKDF2/SHA-512': 'SHA-512',
};

/** More attempts than this is not a bot check but a denial of service on the user's device. */
export const MAX_KEY_DERIVATIONS = 1_000_000;
/** PBKDF2 iterations per attempt beyond which a challenge is refused for the same reason. */
export const MAX_KEY_DERIVATION_COST = 100_000;

interface SubtleDerive {
  importKey(
    format: 'raw',
    key: Uint8Array,
    algorithm: 'PBKDF2',
    extractable: false,
    usages: ['deriveBits'],
  ): Promise<unknown>;
  deriveBits(
    algorithm: { name: 'PBKDF2'; salt: Uint8Array; iterations: number; hash: string },
    key: unknown,
    length: number,
  ): Promise<ArrayBuffer>;
}

/**
 * PBKDF2 from Web Crypto, which browsers and Node 20+ both provide (see sha256.ts for why the
 * method is typed here).
 * @example const key = await webCryptoPbkdf2()(challenge.parameters, salt, password);
 * @throws Error when the platform has no Web Crypto
 */
export function webCryptoPbkdf2(): DeriveKey {
  const subtle = (globalThis as unknown as { readonly crypto?: { readonly subtle?: SubtleDerive } }).crypto
    ?.subtle;
  if (!subtle) throw new Error('Web Crypto (crypto.subtle) is not available here.');
  return async (parameters, salt, password) => {
    const hash = PBKDF2_HASHES[parameters.algorithm];
    if (!hash)
      throw new CaptchaError(
        'CAPTCHA_INVALID_CHALLENGE',
        `Unsupported captcha algorithm ${parameters.algorithm}.`,
      );
    const key = await subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
    const bits = await subtle.deriveBits(
      { name: 'PBKDF2', salt, iterations: parameters.cost, hash },
      key,
      parameters.keyLength * 8,
    );
    return new Uint8Array(bits);
  };
}

const HEX = /^(?:[0-9a-f]{2})+$/;

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * The challenge's nonce, salt and key prefix as bytes, checked.
 * @throws CaptchaError CAPTCHA_INVALID_CHALLENGE
 */
function checkedParameters(challenge: CaptchaChallengeV2) {
  const { algorithm, nonce, salt, cost, keyLength } = challenge.parameters;
  const keyPrefix = challenge.parameters.keyPrefix.toLowerCase();
  if (!Object.hasOwn(PBKDF2_HASHES, algorithm))
    throw new CaptchaError('CAPTCHA_INVALID_CHALLENGE', `Unsupported captcha algorithm ${algorithm}.`);
  if (!HEX.test(nonce) || !HEX.test(salt))
    throw new CaptchaError('CAPTCHA_INVALID_CHALLENGE', 'The challenge nonce or salt is not hex.');
  // An empty prefix would be solved by any counter; an odd one is compared as text.
  if (!/^[0-9a-f]+$/.test(keyPrefix) || !Number.isInteger(keyLength) || keyLength < 1 || keyLength > 64)
    throw new CaptchaError('CAPTCHA_INVALID_CHALLENGE', 'The challenge key prefix or length is malformed.');
  if (keyPrefix.length > keyLength * 2)
    throw new CaptchaError('CAPTCHA_INVALID_CHALLENGE', 'The key prefix is longer than the key.');
  if (!Number.isInteger(cost) || cost < 1 || cost > MAX_KEY_DERIVATION_COST)
    throw new CaptchaError('CAPTCHA_INVALID_CHALLENGE', 'The challenge asks for too much work.');
  return { nonce: hexToBytes(nonce), salt: hexToBytes(salt), keyPrefix };
}

export interface KeyDerivationSolution {
  readonly counter: number;
  /** The derived key in lower-case hex. */
  readonly derivedKey: string;
}

export interface KeyDerivationOptions {
  readonly deriveKey: DeriveKey;
  /** Stops the search; it then rejects with CAPTCHA_CANCELLED. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * @example await solveKeyDerivation(challenge, { deriveKey: webCryptoPbkdf2() }) // { counter: 1234, derivedKey: '3f…' }
 * @throws CaptchaError CAPTCHA_INVALID_CHALLENGE, CAPTCHA_UNSOLVABLE or CAPTCHA_CANCELLED
 */
export async function solveKeyDerivation(
  challenge: CaptchaChallengeV2,
  options: KeyDerivationOptions,
): Promise<KeyDerivationSolution> {
  const { nonce, salt, keyPrefix } = checkedParameters(challenge);
  const password = new Uint8Array(nonce.length + 4);
  password.set(nonce);
  const view = new DataView(password.buffer);
  for (let counter = 0; counter < MAX_KEY_DERIVATIONS; counter++) {
    if (options.signal?.aborted) throw new CaptchaError('CAPTCHA_CANCELLED', 'Solving was stopped.');
    view.setUint32(nonce.length, counter, false);
    const key = bytesToHex(await options.deriveKey(challenge.parameters, salt, password));
    if (key.startsWith(keyPrefix)) return { counter, derivedKey: key };
  }
  throw new CaptchaError('CAPTCHA_UNSOLVABLE', 'No counter solves the challenge.');
}

/**
 * The `captchaSolutionToken` of the second generation: base64 of the ALTCHA v2 payload JSON, the
 * challenge exactly as it came and the solution.
 * @example keyDerivationToken(challenge, { counter: 1234, derivedKey: '3f…' }, 250) // 'eyJjaGFsbGVuZ2Ui…'
 */
export function keyDerivationToken(
  challenge: CaptchaChallengeV2,
  solution: KeyDerivationSolution,
  tookMs: number,
): string {
  return base64Json({
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution: {
      counter: solution.counter,
      derivedKey: solution.derivedKey,
      time: Math.max(0, Math.round(tookMs)),
    },
  });
}

/**
 * When a second-generation challenge expires (epoch ms), from `parameters.expiresAt` (epoch
 * seconds); null when it has none.
 * @example keyDerivationExpiresAt({ parameters: { expiresAt: 1735689900, … }, signature }) // 1735689900000
 */
export function keyDerivationExpiresAt(challenge: Pick<CaptchaChallengeV2, 'parameters'>): number | null {
  const seconds = challenge.parameters.expiresAt;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}
