/**
 * Error messages (§8, §5, design §5: errors are a union keyed by a stable code and the web maps
 * the code to a translated message). This is the only home of the login error texts: the keys of
 * the §8 codes are the codes themselves (`InvalidGrant`, …, `GeneralError`), the one-time-code
 * step's is `invalidOneTimeCode`; core/login's `loginErrorKey(code)` maps a code to its key.
 * GeneralError must not reveal whether an account exists or is locked: it is also what users see
 * for InvalidGrant and AccountLocked while the blocked-users message flag is off.
 * File names are shown inside each language's own quotation marks.
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
  portfolioNameTooLong: {
    one: 'The name can be at most {{count}} character long.',
    other: 'The name can be at most {{count}} characters long.',
  },
  portfolioNameInvalid: 'Please use only letters, digits, spaces, dots, underscores and hyphens.',
  uploadMaxFiles: {
    one: 'You can upload at most {{count}} file.',
    other: 'You can upload at most {{count}} files.',
  },
  uploadRequired: 'Please add at least one file.',
  uploadTooLarge: 'The file “{{name}}” is too large. The maximum size is {{size}}.',
  uploadUnsupportedType: 'The format of “{{name}}” is not supported. Allowed formats: {{formats}}.',
  uploadHelp: 'Allowed formats: {{formats}}. Maximum total size: {{size}}.',
  apiError: 'Something went wrong. Please try again later.',
  networkError: 'No connection. Please check your internet connection and try again.',
} as const;

export type ErrorTemplates = typeof errors;
export type ErrorTexts = Translated<ErrorTemplates>;
