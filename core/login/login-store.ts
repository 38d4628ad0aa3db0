/**
 * The login state machine (§4 Login), a store with `subscribe` and `getSnapshot` (design §3):
 *
 *   idle ─submit→ waitingForCaptcha ─solved→ submitting ─200→ loggedIn
 *                      │ puzzle error            │ 202 → oneTimeCodeRequired ─submitCode→ submittingCode ─200→ loggedIn
 *                      ↓                         ↓ error                       (wrong code: stays, with the error)
 *                    failed ←───────────────── failed
 *
 * - Submission waits until the bot-check puzzle is solved; a puzzle error cancels the wait and
 *   calls the error handler (`onCaptchaError`).
 * - 202: verification id, guest token, customer id and user id are kept (in memory, with the
 *   password, only until the step ends); device trust is offered when the server says so.
 * - Failure (§8): the error to show, the puzzle reset, the one-time-code data cleared, logged out.
 *   Nothing is stored on a timeout, a 5xx or a malformed answer.
 * - Success: login-success.ts, then the browser goes to the destination (replacing the login page).
 */
import type { RequestTiming, TokenSet } from '../auth';
import { isCaptchaError } from '../captcha';
import { PORTAL_CONSTANTS } from '../config';
import { NO_ANALYTICS, SILENT_LOGGER } from '../ports';
import { createStore } from '../store';
import { LOGIN_EVENTS, loginPageShown, trackLoginLink } from './analytics';
import { type LoginFailure, loginErrorCode } from './errors';
import { IDLE_LOGIN_SNAPSHOT } from './idle-snapshot';
import { type LoginCallOutcome, postLogin } from './login-call';
import { completeLogin } from './login-success';
import type { LoginCredentials, LoginSnapshot, LoginStore, LoginStoreOptions } from './login-types';
import { buildLoginRequest, oneTimeCodeHeaders } from './request';

interface PendingCode {
  readonly username: string;
  readonly password: string;
  readonly verificationId: string;
  readonly guestToken: string;
  readonly customerId: string;
  readonly userId: string | null;
  readonly showDeviceTrust: boolean;
}

/**
 * @example
 * const login = createLoginStore({ services, fetch, clock, scheduler, tokens, identity, captcha, api,
 *   navigation, cookies, flags, locale: 'de-DE', clientId: config.clientId });
 * login.loaded();
 * const result = await login.submit({ email, password });
 * if (result.status === 'oneTimeCodeRequired') await login.submitCode({ code: '123456', rememberDevice: true });
 */
export function createLoginStore(options: LoginStoreOptions): LoginStore {
  const { captcha, flags, locale, clientId } = options;
  const analytics = options.analytics ?? NO_ANALYTICS;
  const logger = options.logger ?? SILENT_LOGGER;
  const timeoutMs = options.timeoutMs ?? PORTAL_CONSTANTS.session.authRequestTimeoutMs;
  const defaultKey = crypto.randomUUID();
  const deviceSessionKey = options.deviceSessionKey ?? (() => defaultKey);
  const callDeps = { ...options, timeoutMs };
  const store = createStore<LoginSnapshot>(IDLE_LOGIN_SNAPSHOT);
  let attempt = 0;
  let controller = new AbortController();
  let pending: PendingCode | null = null;
  let running: Promise<LoginSnapshot> | null = null;
  let customerData: ReturnType<LoginStore['customerData']> = null;

  function set(next: Partial<LoginSnapshot>) {
    store.publish({ ...store.getSnapshot(), ...next });
  }

  /** Starts a new attempt; earlier ones notice they are stale and stop. */
  function nextAttempt(): number {
    controller.abort();
    controller = new AbortController();
    return ++attempt;
  }

  function fail(failure: LoginFailure): LoginSnapshot {
    captcha.reset();
    pending = null;
    set({ status: 'failed', loggedIn: false, error: failure, deviceTrustOffered: false, destination: null });
    analytics.track(LOGIN_EVENTS.failed, {
      code: failure.code,
      cause: failure.cause,
      status: failure.status,
    });
    logger.warn('Login failed', {
      code: failure.code,
      cause: failure.cause,
      status: failure.status,
      serverError: failure.serverError,
    });
    return store.getSnapshot();
  }

  async function succeed(token: TokenSet, customerId: string, userId: string | null, timing: RequestTiming) {
    pending = null;
    analytics.track(LOGIN_EVENTS.succeeded);
    const done = await completeLogin(
      { ...options, analytics, logger },
      { token, customerId, userId, timing },
    );
    customerData = done.customerData;
    if (!done.sessionAlive) {
      // A 403 while loading logged out everywhere, and the logout has already navigated.
      set({ status: 'idle', loggedIn: false, destination: null });
      return store.getSnapshot();
    }
    set({ status: 'loggedIn', loggedIn: true, error: null, destination: done.destination });
    if (options.navigate ?? true) options.navigation.go(done.destination.path, { replace: true });
    return store.getSnapshot();
  }

  /** `signIn` is the first step's name and password, kept for the one-time-code step. */
  async function handle(
    outcome: LoginCallOutcome,
    step: 'credentials' | 'code',
    signIn?: Pick<PendingCode, 'username' | 'password'>,
  ) {
    if (outcome.kind === 'cancelled') return store.getSnapshot();
    if (outcome.kind === 'failed') return fail(outcome.failure);
    const { answer, timing } = outcome;
    switch (answer.kind) {
      case 'tokens': {
        const customerId = answer.customerId ?? pending?.customerId;
        if (!customerId) return fail({ code: 'GeneralError', cause: 'invalidResponse', status: 200 });
        return succeed(answer.token, customerId, answer.userId ?? pending?.userId ?? null, timing);
      }
      case 'oneTimeCode': {
        if (step === 'code' || !signIn)
          return fail({ code: 'GeneralError', cause: 'invalidResponse', status: 202 });
        // The solution was spent on this call; a later fresh login needs a new one.
        captcha.reset();
        pending = { ...signIn, ...answer };
        set({ status: 'oneTimeCodeRequired', error: null, deviceTrustOffered: answer.showDeviceTrust });
        if (answer.showDeviceTrust) analytics.track(LOGIN_EVENTS.deviceTrustOffered);
        return store.getSnapshot();
      }
      case 'refused': {
        const failure: LoginFailure = {
          code: loginErrorCode(answer, flags),
          cause: 'refused',
          status: answer.status,
          serverError: answer.error,
        };
        if (step === 'code' && failure.code === 'InvalidOneTimeCode' && pending) {
          set({ status: 'oneTimeCodeRequired', error: failure });
          analytics.track(LOGIN_EVENTS.failed, {
            code: failure.code,
            cause: failure.cause,
            status: failure.status,
          });
          return store.getSnapshot();
        }
        return fail(failure);
      }
      case 'invalid':
        return fail({ code: 'GeneralError', cause: 'invalidResponse', status: answer.status });
    }
  }

  async function runSubmit(credentials: LoginCredentials): Promise<LoginSnapshot> {
    const id = nextAttempt();
    const { signal } = controller;
    pending = null;
    set({ ...IDLE_LOGIN_SNAPSHOT, status: 'waitingForCaptcha' });
    let captchaSolutionToken: string;
    try {
      captchaSolutionToken = await captcha.solve();
    } catch (cause) {
      if (id !== attempt) return store.getSnapshot();
      if (isCaptchaError(cause, 'CAPTCHA_CANCELLED')) {
        set({ status: 'idle' });
        return store.getSnapshot();
      }
      if (isCaptchaError(cause)) options.onCaptchaError?.(cause);
      return fail({ code: 'GeneralError', cause: 'captcha' });
    }
    if (id !== attempt) return store.getSnapshot();
    set({ status: 'submitting' });
    const signIn = { username: credentials.email.trim(), password: credentials.password };
    const body = buildLoginRequest({
      ...signIn,
      captchaSolutionToken,
      locale,
      clientId,
      rememberDeviceConsent: credentials.rememberDevice ?? false,
      sardineSessionKey: deviceSessionKey(),
      flags,
    });
    const outcome = await postLogin(callDeps, body, {}, signal);
    if (id !== attempt) return store.getSnapshot();
    return handle(outcome, 'credentials', signIn);
  }

  async function runCode(code: string, rememberDevice: boolean, step: PendingCode): Promise<LoginSnapshot> {
    const id = nextAttempt();
    const { signal } = controller;
    set({ status: 'submittingCode', error: null });
    const remember = step.showDeviceTrust && rememberDevice;
    if (step.showDeviceTrust)
      analytics.track(remember ? LOGIN_EVENTS.deviceTrustAccepted : LOGIN_EVENTS.deviceTrustDeclined);
    const body = buildLoginRequest({
      username: step.username,
      password: step.password,
      verificationId: step.verificationId,
      locale,
      clientId,
      rememberDeviceConsent: remember,
      sardineSessionKey: deviceSessionKey(),
      flags,
    });
    const outcome = await postLogin(callDeps, body, oneTimeCodeHeaders(step.guestToken, code), signal);
    if (id !== attempt) return store.getSnapshot();
    return handle(outcome, 'code');
  }

  function exclusive(run: () => Promise<LoginSnapshot>): Promise<LoginSnapshot> {
    if (running) return running;
    const current = run().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    loaded: () => loginPageShown(analytics, captcha),
    typing() {
      if (!flags.captchaSolveDuringLogin) return;
      const state = captcha.getSnapshot().state;
      // After an error the widget shows it; the next submit tries again, not every keystroke.
      if (state === 'uninitialized' || state === 'ready' || state === 'expired')
        void captcha.solve().catch(() => {});
    },
    submit: (credentials) => exclusive(() => runSubmit(credentials)),
    submitCode({ code, rememberDevice = false }) {
      const step = pending;
      if (!step || store.getSnapshot().status !== 'oneTimeCodeRequired')
        return running ?? Promise.resolve(store.getSnapshot());
      return exclusive(() => runCode(code, rememberDevice, step));
    },
    cancel() {
      nextAttempt();
      running = null;
      pending = null;
      captcha.reset();
      set({ ...IDLE_LOGIN_SNAPSHOT });
    },
    customerData: () => customerData,
    forgotPasswordClicked: () => trackLoginLink(analytics, 'forgotPassword'),
    createAccountClicked: () => trackLoginLink(analytics, 'createAccount'),
    dispose() {
      controller.abort();
      store.dispose();
    },
  };
}
