/**
 * Login page labels (§2.1, §4 Login, captcha states of §4): the form, the one-time-code step,
 * device-trust consent and the bot-check widget. Error messages live in errors.ts.
 */
import type { Translated } from '../../text-table';

export const login = {
  title: 'Log in to your account',
  email: 'Email address',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  forgotPassword: 'Forgot your password?',
  noAccount: 'Not a customer yet?',
  createAccount: 'Create an account',
  submit: 'Log in',
  submitting: 'Logging in…',
  otpTitle: 'Enter your security code',
  otpDescription: 'We have sent a security code by text message to your registered mobile number.',
  otpField: 'Security code',
  otpSubmit: 'Confirm',
  otpBack: 'Back to login',
  deviceTrust: 'Trust this device and do not ask for a security code next time',
  deviceTrustHint: 'Only select this on a private device that nobody else uses.',
  botCheckTitle: 'Security check',
  botCheckReady: 'I am not a robot',
  botCheckSolving: 'Verifying…',
  botCheckSolved: 'Verified',
  botCheckError: 'Verification failed. Please try again.',
  botCheckExpired: 'Verification expired. Please try again.',
  botCheckRetry: 'Try again',
  botCheckWaiting: 'Completing the security check…',
} as const;

export type LoginTemplates = typeof login;
export type LoginTexts = Translated<LoginTemplates>;
