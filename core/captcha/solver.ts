/**
 * The captcha solver port (design §3) and its ALTCHA implementation: fetch a challenge of the
 * configured generation from the provider (ENDPOINTS.captchaChallenge, §9 captchaV2), do the proof
 * of work, optionally ask the provider to verify the solution (ENDPOINTS.captchaVerify, §7 "captcha
 * verification goes to the captcha provider's endpoint"). The login call verifies the solution
 * again and spends it, so the extra verification is off by default: it would add a sequential
 * request before every login.
 */
import { ENDPOINTS, isApiError, parseJsonText, sendRequest } from '../api';
import { callUrl, readCaptchaChallenge, readCaptchaChallengeV2, type ServiceBase } from '../auth';
import { PORTAL_CONSTANTS } from '../config';
import type { Clock, Fetch, Scheduler } from '../ports';
import type { ProofOfWork } from './batched-proof-of-work';
import { challengeExpiresAt } from './challenge-expiry';
import { type CaptchaVersion, captchaChallengeUrl } from './challenge-url';
import { CaptchaError } from './errors';
import {
  type DeriveKey,
  keyDerivationExpiresAt,
  keyDerivationToken,
  solveKeyDerivation,
  webCryptoPbkdf2,
} from './key-derivation';
import { solutionToken, solveProofOfWork } from './proof-of-work';
import { type Sha256, webCryptoSha256 } from './sha256';

export interface CaptchaSolution {
  /** The `captchaSolutionToken` of the login request (§3). */
  readonly token: string;
  /** When the solution stops being accepted (epoch ms), if the challenge says. */
  readonly expiresAt: number | null;
  /** The algorithm of the solved challenge (`SHA-256`, `PBKDF2/SHA-256`), when the solver knows it. */
  readonly algorithm?: string | undefined;
}

/** How a puzzle gets solved; the store drives it. A web widget adapter may implement it too. */
export interface CaptchaSolver {
  /** @throws CaptchaError; CAPTCHA_CANCELLED once `signal` aborts */
  solve(signal: AbortSignal): Promise<CaptchaSolution>;
}

export interface AltchaSolverOptions {
  readonly services: ServiceBase;
  readonly fetch: Fetch;
  readonly scheduler: Scheduler;
  readonly clock: Clock;
  /** Default: Web Crypto. Not used when `proofOfWork` is given. */
  readonly sha256?: Sha256 | undefined;
  /**
   * The search for the number; default: `solveProofOfWork` with `sha256`, awaiting every hash.
   * portal-cli passes `batchedProofOfWork` with node:crypto's synchronous hash (decision 153).
   */
  readonly proofOfWork?: ProofOfWork | undefined;
  /** Per request; default the §9 API timeout. */
  readonly timeoutMs?: number | undefined;
  /** Ask the provider to verify each solution before it is used; default false (see above). */
  readonly verify?: boolean | undefined;
  /** §9 captchaV2: the challenge generation to ask for (core/captcha `settings.version`); default 1. */
  readonly version?: CaptchaVersion | undefined;
  /** The second generation's key derivation; default: Web Crypto's PBKDF2. */
  readonly deriveKey?: DeriveKey | undefined;
}

const verifyAnswer = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as { verified?: unknown }).verified === true;

/**
 * @example
 * const solver = createAltchaSolver({ services: config.services, fetch, scheduler, clock });
 * const { token } = await solver.solve(new AbortController().signal);
 */
export function createAltchaSolver(options: AltchaSolverOptions): CaptchaSolver {
  const { services, clock } = options;
  const http = { fetch: options.fetch, scheduler: options.scheduler };
  const timeoutMs = options.timeoutMs ?? PORTAL_CONSTANTS.api.timeoutMs;
  const version = options.version ?? 1;
  let sha256 = options.sha256;
  let deriveKey = options.deriveKey;

  async function exchange(name: 'captchaChallenge' | 'captchaVerify', signal: AbortSignal, body?: string) {
    const endpoint = ENDPOINTS[name];
    try {
      const answer = await sendRequest(http, {
        url:
          name === 'captchaChallenge' ? captchaChallengeUrl(services, version) : callUrl(services, endpoint),
        method: endpoint.method,
        headers:
          body === undefined
            ? { accept: 'application/json' }
            : { accept: 'application/json', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body }),
        timeoutMs,
        signal,
        call: name,
      });
      if (answer.status < 200 || answer.status > 299)
        throw new CaptchaError('CAPTCHA_UNAVAILABLE', `The captcha provider answered ${answer.status}.`);
      return parseJsonText(answer.text);
    } catch (error) {
      if (error instanceof CaptchaError) throw error;
      if (isApiError(error, 'API_CANCELLED'))
        throw new CaptchaError('CAPTCHA_CANCELLED', 'Solving was stopped.');
      throw new CaptchaError('CAPTCHA_UNAVAILABLE', 'The captcha provider could not be reached.');
    }
  }

  /** The first generation: SHA-256 of salt + number. */
  async function solveFirst(body: unknown, signal: AbortSignal): Promise<CaptchaSolution> {
    const challenge = readCaptchaChallenge(body);
    if (!challenge)
      throw new CaptchaError('CAPTCHA_INVALID_CHALLENGE', 'The captcha challenge is malformed.');
    const started = clock.monotonic();
    let number: number;
    if (options.proofOfWork) number = await options.proofOfWork(challenge, signal);
    else {
      sha256 ??= webCryptoSha256();
      number = await solveProofOfWork(challenge, { sha256, signal });
    }
    const token = solutionToken(challenge, number, clock.monotonic() - started);
    return { token, expiresAt: challengeExpiresAt(challenge), algorithm: challenge.algorithm };
  }

  /** The second generation (§9 captchaV2): a key derivation per attempt. */
  async function solveSecond(body: unknown, signal: AbortSignal): Promise<CaptchaSolution> {
    const challenge = readCaptchaChallengeV2(body);
    if (!challenge)
      throw new CaptchaError('CAPTCHA_INVALID_CHALLENGE', 'The captcha challenge is malformed.');
    const started = clock.monotonic();
    deriveKey ??= webCryptoPbkdf2();
    const solution = await solveKeyDerivation(challenge, { deriveKey, signal });
    const token = keyDerivationToken(challenge, solution, clock.monotonic() - started);
    return { token, expiresAt: keyDerivationExpiresAt(challenge), algorithm: challenge.parameters.algorithm };
  }

  return {
    async solve(signal) {
      const body = await exchange('captchaChallenge', signal);
      const solution = version === 2 ? await solveSecond(body, signal) : await solveFirst(body, signal);
      const { token } = solution;
      if (
        options.verify &&
        !verifyAnswer(await exchange('captchaVerify', signal, JSON.stringify({ payload: token })))
      )
        throw new CaptchaError('CAPTCHA_REJECTED', 'The captcha provider refused the solution.');
      return solution;
    },
  };
}
