/**
 * Error messages (§8, §5, design §5: errors are a union keyed by a stable code and the web maps
 * the code to a translated message). This is the only home of the login error texts: the keys of
 * the §8 codes are the codes themselves (`InvalidGrant`, …, `GeneralError`), the one-time-code
 * step's is `invalidOneTimeCode`; core/login's `loginErrorKey(code)` maps a code to its key.
 * GeneralError must not reveal whether an account exists or is locked: it is also what users see
 * for InvalidGrant and AccountLocked while the blocked-users message flag is off. The messages of
 * the document upload and of the portfolio-rename form are with their forms (customerChanges,
 * productStatus): only those pages read them, and the login page's language chunk holds this
 * namespace (docs/decisions/161).
 */
import type { Translated } from '../../text-table';

export const errors = {
  InvalidGrant: 'The email address or password is incorrect. Please check your details and try again.',
  AccountLocked: 'Your access has been locked for security reasons. Please contact our customer service.',
  MtanDisabled:
    'Security codes by text message are currently deactivated for your access. Please contact our customer service.',
  SystemError: 'Our system is temporarily unavailable. Please try again later.',
  GeneralError: 'Login was not successful. Please check your details and try again.',
  captchaFailed: 'The security check could not be completed. Please try again.',
  invalidOneTimeCode: 'The security code is incorrect or has expired. Please try again.',
  required: 'Please fill in this field.',
  invalidEmail: 'Please enter a valid email address.',
  apiError: 'Something went wrong. Please try again later.',
  networkError: 'No connection. Please check your internet connection and try again.',
} as const;

export type ErrorTemplates = typeof errors;
export type ErrorTexts = Translated<ErrorTemplates>;
