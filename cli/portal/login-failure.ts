/**
 * A refused or failed login as a CliError (exit codes: authentication failed, environment
 * unreachable, or an answer off the contract). The user reads the message core would show
 * (core/login `loginErrorText`, in the language of the login's `--locale`) and what the server really said, so QA can tell a wrong
 * password from a locked account even where the portal shows both as the general error (§8 flags).
 */
import type { CaptchaErrorCode } from '../../core/captcha';
import type { Locale } from '../../core/locale';
import { type LoginFailure, loginErrorText } from '../../core/login';
import { CliError } from '../errors';
import { cliCodeFor } from '../exit-code-for';
import { loadTexts } from './load-texts';

const SERVER_ERROR_HINTS: Readonly<Record<string, string>> = {
  invalid_grant: 'The email address or password is wrong: check them (sandbox personas: fixtures/README.md).',
  account_locked: 'The account is locked; the customer service unlocks it.',
  'login.mtan.mtanFlowDisabled': 'The one-time-code (mTAN) flow is disabled for this account.',
  invalid_verification_code: 'The one-time code was wrong: pass the current one with --otp or PORTAL_OTP.',
  captcha_invalid:
    'The bot check was refused: check the captcha token of this environment (PORTAL_CAPTCHA_TOKEN).',
  invalid_client: 'The client id is not known to this identity provider: check clientId or PORTAL_CLIENT_ID.',
};

/**
 * Loads the texts of the login's language (the portal's message is quoted in it), then builds the error.
 * @example (await loginFailureError({ code: 'GeneralError', cause: 'refused', status: 401, serverError: 'invalid_grant' }, 'credentials', undefined, 'de-DE')).exitCode // 3
 */
export async function loginFailureError(
  failure: LoginFailure,
  step: 'credentials' | 'one-time-code',
  captchaError: CaptchaErrorCode | undefined,
  /** The `--locale` of the login: the portal's message is quoted in its language. */
  locale: Locale,
): Promise<CliError> {
  await loadTexts(locale);
  const shown = loginErrorText(locale, failure.code);
  const details = {
    step,
    portalError: failure.code,
    cause: failure.cause,
    portalMessage: shown,
    ...(failure.status !== undefined ? { status: failure.status } : {}),
    ...(failure.serverError ? { serverError: failure.serverError } : {}),
    ...(captchaError ? { captchaError } : {}),
  };
  switch (failure.cause) {
    case 'timeout':
    case 'network':
      return new CliError(
        'UNREACHABLE',
        `The login call got no answer (${failure.cause}).`,
        'Check that the environment is up and reachable (proxy: HTTPS_PROXY), then try again.',
        details,
      );
    case 'captcha':
      return cliCodeFor(captchaError ?? 'CAPTCHA_REJECTED') === 'UNREACHABLE'
        ? new CliError(
            'UNREACHABLE',
            'The bot check could not reach its provider.',
            'Check that the environment is up and reachable, then try again.',
            details,
          )
        : new CliError(
            'INVALID_RESPONSE',
            `The bot check failed (${captchaError ?? 'unknown'}).`,
            'The captcha challenge is not what the portal expects; report it with --verbose output.',
            details,
          );
    case 'invalidResponse':
      return new CliError(
        'INVALID_RESPONSE',
        `The login answer is not the contract's (HTTP ${failure.status ?? '?'}).`,
        'Report it with the --verbose output.',
        details,
      );
    case 'refused': {
      const server = failure.serverError
        ? ` (server: ${failure.serverError}, HTTP ${failure.status ?? '?'})`
        : '';
      return new CliError(
        'LOGIN_REFUSED',
        `Login refused: "${shown}"${server}.`,
        (failure.serverError && SERVER_ERROR_HINTS[failure.serverError]) ||
          (failure.status !== undefined && failure.status >= 500
            ? 'The server failed; try again later.'
            : 'Check the email address and password.'),
        details,
      );
    }
  }
}
