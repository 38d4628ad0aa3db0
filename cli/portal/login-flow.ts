/**
 * A login through core's login store (§4 Login), as the login page does it: the bot check the
 * environment allows, the credentials, the one-time-code step when the server answers 202, and the
 * destination core computes. No login rule lives here: the store decides every state, error and
 * destination; this file only feeds it what a user would type.
 */
import {
  batchedProofOfWork,
  type CaptchaErrorCode,
  type CaptchaSolver,
  type CaptchaVersion,
  captchaSettings,
  createAltchaSolver,
} from '../../core/captcha';
import type { LoginFailure, LoginSnapshot } from '../../core/login';
import type { LoginDestination } from '../../core/redirects';
import { createConfiguredTokenSolver } from '../adapters/captcha-token';
import { nodeSha256Sync } from '../adapters/sha256';
import { CliError } from '../errors';
import type { Portal } from './portal';

/** Asks for the one-time code; `retry` after a wrong one. Resolves undefined when there is none to give. */
export type OneTimeCodeSource = (request: { readonly retry: boolean }) => Promise<string | undefined>;

export interface LoginInput {
  readonly email: string;
  readonly password: string;
  readonly rememberDevice: boolean;
  readonly oneTimeCode: OneTimeCodeSource;
  /** Told when the store changes state, for progress on stderr. */
  readonly onStatus?: (snapshot: LoginSnapshot) => void;
}

/** The bot check the login passed (§9 captcha flags): the generation and the solved algorithm. */
export interface BotCheckReport {
  readonly mode: 'proof-of-work' | 'token';
  /** §9 captchaV2: the challenge generation asked for. */
  readonly version: CaptchaVersion;
  /** The algorithm of the challenge solved, when a proof of work was done. */
  readonly algorithm: string | null;
}

export type LoginOutcome =
  | {
      readonly ok: true;
      readonly destination: LoginDestination;
      readonly oneTimeCodeAsked: boolean;
      readonly deviceTrustOffered: boolean;
      readonly botCheck: BotCheckReport;
    }
  | {
      readonly ok: false;
      readonly failure: LoginFailure;
      readonly step: 'credentials' | 'one-time-code';
      /** core/captcha's error code when the bot check failed first. */
      readonly captchaError?: CaptchaErrorCode | undefined;
    };

/**
 * The solver for the environment's bot check (design §1: proof of work on the sandbox, a configured
 * token elsewhere), in the challenge generation the flags ask for (§9 captchaV2).
 */
export function captchaSolverFor(portal: Portal): CaptchaSolver {
  const { environment } = portal;
  if (environment.captcha.mode === 'proof-of-work')
    return createAltchaSolver({
      services: environment.config.services,
      fetch: portal.ports.fetch,
      scheduler: portal.ports.scheduler,
      clock: portal.ports.clock,
      version: captchaSettings(environment.flags).version,
      // node:crypto's synchronous hash rather than Web Crypto: 20 times less main-thread time per
      // puzzle (adapters/sha256.ts), hashed in batches rather than awaited per number (decision 153).
      // The second generation derives keys with Web Crypto's PBKDF2 (core's default).
      proofOfWork: batchedProofOfWork(nodeSha256Sync, portal.ports.scheduler),
    });
  const token = environment.captcha.token;
  if (!token)
    throw new CliError(
      'CAPTCHA_TOKEN_MISSING',
      `The ${environment.name} environment needs a bot-check token to log in.`,
      `Set PORTAL_CAPTCHA_TOKEN, or "captcha": { "token": "…" } under environments.${environment.name} in the configuration file.`,
    );
  return createConfiguredTokenSolver(token);
}

/**
 * @example
 * const outcome = await runLogin(portal, { email, password, rememberDevice: false, oneTimeCode: () => Promise.resolve('123456') });
 * if (outcome.ok) outcome.destination.path // '/de-de/dashboard/'
 */
export async function runLogin(portal: Portal, input: LoginInput): Promise<LoginOutcome> {
  const { environment } = portal;
  const solver = captchaSolverFor(portal);
  const botCheck: { -readonly [K in keyof BotCheckReport]: BotCheckReport[K] } = {
    mode: environment.captcha.mode,
    version: captchaSettings(environment.flags).version,
    algorithm: null,
  };
  const captcha = portal.core.createBotCheck({
    async solve(signal) {
      const solution = await solver.solve(signal);
      botCheck.algorithm = solution.algorithm ?? null;
      return solution;
    },
  });
  let captchaError: CaptchaErrorCode | undefined;
  const login = portal.core.createLogin({
    captcha,
    locale: portal.locale,
    clientId: environment.config.clientId,
    // The terminal reports the destination; there is no browser to send there.
    navigate: false,
    onCaptchaError: (error) => {
      captchaError = error.code;
    },
  });
  const stop = input.onStatus ? login.subscribe(() => input.onStatus?.(login.getSnapshot())) : () => {};
  try {
    login.loaded();
    let snapshot = await login.submit({
      email: input.email,
      password: input.password,
      rememberDevice: input.rememberDevice,
    });
    let asked = false;
    let deviceTrustOffered = false;
    while (snapshot.status === 'oneTimeCodeRequired') {
      const retry = snapshot.error?.code === 'InvalidOneTimeCode';
      deviceTrustOffered ||= snapshot.deviceTrustOffered;
      const code = await input.oneTimeCode({ retry });
      if (code === undefined) {
        login.cancel();
        if (retry) return { ok: false, failure: snapshot.error!, step: 'one-time-code' };
        throw new CliError(
          'ONE_TIME_CODE_MISSING',
          'The server asks for a one-time code (HTTP 202) and none was given.',
          'Pass it with --otp <code> or PORTAL_OTP, or run on a terminal to be asked for it.',
        );
      }
      asked = true;
      snapshot = await login.submitCode({ code, rememberDevice: input.rememberDevice });
    }
    if (snapshot.status === 'loggedIn' && snapshot.destination)
      return {
        ok: true,
        destination: snapshot.destination,
        oneTimeCodeAsked: asked,
        deviceTrustOffered,
        botCheck,
      };
    const failure: LoginFailure = snapshot.error ?? { code: 'GeneralError', cause: 'invalidResponse' };
    return { ok: false, failure, step: asked ? 'one-time-code' : 'credentials', captchaError };
  } finally {
    stop();
    login.dispose();
    captcha.dispose();
  }
}
