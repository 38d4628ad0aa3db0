/**
 * The types of the login store (login-store.ts): its states, snapshot, options and methods.
 */
import type { CustomerData } from '../api';
import type { CaptchaError, CaptchaPort } from '../captcha';
import type { AnalyticsSink, Clock, Logger, Navigation, Unsubscribe } from '../ports';
import type { LoginDestination } from '../redirects';
import type { LoginErrorFlags, LoginFailure } from './errors';
import type { LoginSuccessDeps, LoginSuccessFlags } from './login-success';
import type { LoginRequestFlags } from './request';

export type LoginStatus =
  | 'idle'
  | 'waitingForCaptcha'
  | 'submitting'
  | 'oneTimeCodeRequired'
  | 'submittingCode'
  | 'loggedIn'
  | 'failed';

export interface LoginSnapshot {
  readonly status: LoginStatus;
  readonly loggedIn: boolean;
  /** The failure to show: set in `failed`, and in `oneTimeCodeRequired` after a wrong code. */
  readonly error: LoginFailure | null;
  /** §3: the 202 asked to offer the device-trust checkbox. */
  readonly deviceTrustOffered: boolean;
  /** Where the browser was sent, once logged in. */
  readonly destination: LoginDestination | null;
}

export type LoginFlags = LoginErrorFlags &
  LoginRequestFlags &
  LoginSuccessFlags & { readonly captchaSolveDuringLogin: boolean };

/**
 * What a successful login needs (login-success.ts), with analytics and logging optional, and what
 * the form needs before it: the clock, the bot check, the client id and the page's whole navigation.
 */
export interface LoginStoreOptions extends Omit<LoginSuccessDeps, 'analytics' | 'logger'> {
  readonly clock: Clock;
  readonly captcha: CaptchaPort;
  readonly navigation: Navigation;
  readonly flags: LoginFlags;
  /** §9: the configured client id (core/config EnvironmentConfig.clientId). */
  readonly clientId: string;
  /** The device-fingerprint session key (b2cEnableDeviceFingerprinting); default a random UUID per store. */
  readonly deviceSessionKey?: (() => string | undefined) | undefined;
  readonly analytics?: AnalyticsSink | undefined;
  readonly logger?: Logger | undefined;
  /** §4: called when the puzzle fails while a submission waits for it. */
  readonly onCaptchaError?: ((error: CaptchaError) => void) | undefined;
  /** Go to the destination after login; default true. The CLI reads `destination` instead. */
  readonly navigate?: boolean | undefined;
}

export interface LoginCredentials {
  readonly email: string;
  readonly password: string;
  /** §3 rememberDeviceConsent on the first call; default false. */
  readonly rememberDevice?: boolean | undefined;
}

export interface LoginStore {
  getSnapshot(): LoginSnapshot;
  subscribe(listener: () => void): Unsubscribe;
  /** The login page is shown: §7 "login loaded", and the puzzle is made available. */
  loaded(): void;
  /** The user typed: with captchaSolveDuringLogin, solving starts now rather than on submit. */
  typing(): void;
  /** Resolves with the snapshot the attempt ended in. A second submit while one runs joins it. */
  submit(credentials: LoginCredentials): Promise<LoginSnapshot>;
  /** The one-time-code step. `rememberDevice` counts only when device trust was offered. */
  submitCode(input: { readonly code: string; readonly rememberDevice?: boolean }): Promise<LoginSnapshot>;
  /** Abandons the attempt (the one-time-code step's "back"): idle, data cleared, puzzle reset. */
  cancel(): void;
  /** The customer data the last successful login started loading (the dashboard's), or null. */
  customerData(): Promise<CustomerData> | null;
  forgotPasswordClicked(): void;
  createAccountClicked(): void;
  dispose(): void;
}
