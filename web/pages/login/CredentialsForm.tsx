/**
 * §2.1 the login form: email, password with show/hide, the bot check, forgot-password and
 * create-account links. §5 validation through core/validation's reducer: a field shows its error
 * once it has been changed (never on mount), every field on submit; the first invalid field then
 * takes focus. While the puzzle finishes or the request runs, the button says so and ignores
 * further presses (aria-disabled keeps it focusable and announced). Until the page has hydrated, the
 * login store is there (it comes with the portal's core after the first paint, decision 160) and the
 * bot check can solve (its widget loads after the first paint), the button is disabled and
 * described by the reason (issue 12, docs/decisions/124).
 */
import { type FormEvent, useEffect, useId, useReducer, useRef, useState } from 'react';
import type { LoginStore } from '../../../core/login';
import {
  initialLoginFormState,
  isLoginFormValid,
  type LoginField,
  loginFormReducer,
} from '../../../core/validation';
import { useLogin } from '../../app/hooks';
import { useTranslator } from '../../app/PortalContext';
import { useHydrated } from '../../components/page/use-hydrated';
import styles from './Login.module.css';

export interface CredentialsFormProps {
  /** Null until the portal's core has loaded: the form then draws idle and its button waits. */
  readonly login: LoginStore | null;
  /** The bot check, rendered between the fields and the button. */
  readonly botCheck: React.ReactNode;
  /** False while the bot check cannot solve yet (its widget is loading): the button waits. */
  readonly botCheckReady?: boolean;
}

export function CredentialsForm({ login, botCheck, botCheckReady = true }: CredentialsFormProps) {
  const { t } = useTranslator();
  const reasonId = useId();
  const snapshot = useLogin(login);
  const [form, dispatch] = useReducer(loginFormReducer, undefined, () => initialLoginFormState());
  const [showPassword, setShowPassword] = useState(false);
  const ids = { email: useId(), password: useId(), emailError: useId(), passwordError: useId() };
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const busy = snapshot.status === 'waitingForCaptcha' || snapshot.status === 'submitting';
  const hydrated = useHydrated();
  // The security check is loading, as far as the visitor can tell: the bot check or the store it feeds.
  const ready = botCheckReady && login !== null;

  // What a visitor typed into the prerendered form before the page's script ran is kept
  // (once, on the first mount: later the inputs follow the state).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are read once, on mount
  useEffect(() => {
    for (const field of ['email', 'password'] as const) {
      const typed = inputs[field].current?.value;
      if (typed) dispatch({ type: 'change', field, value: typed });
    }
  }, []);

  const change = (field: LoginField, value: string) => {
    dispatch({ type: 'change', field, value });
    login?.typing();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !login) return;
    dispatch({ type: 'submit' });
    if (!isLoginFormValid(form.values)) {
      const first = (['email', 'password'] as const).find(
        (field) => loginFormReducer(form, { type: 'submit' }).errors[field],
      );
      if (first) inputs[first].current?.focus();
      return;
    }
    void login.submit({ email: form.values.email, password: form.values.password });
  };

  const errorText = (field: LoginField) => {
    const code = form.errors[field];
    return code ? t(`errors:${code}`) : undefined;
  };
  const emailError = errorText('email');
  const passwordError = errorText('password');

  return (
    // method="post": credentials never go into an address, even if the form were sent without script.
    <form className={styles.form} onSubmit={submit} method="post" noValidate>
      <div className={styles.field}>
        <label htmlFor={ids.email} className={styles.label}>
          {t('login:email')}
        </label>
        <input
          ref={inputs.email}
          id={ids.email}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          value={form.values.email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? ids.emailError : undefined}
          onChange={(event) => change('email', event.target.value)}
        />
        {emailError ? (
          <p id={ids.emailError} className={styles.fieldError}>
            {emailError}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.password} className={styles.label}>
          {t('login:password')}
        </label>
        <div className={styles.passwordRow}>
          <input
            ref={inputs.password}
            id={ids.password}
            className={styles.input}
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            spellCheck={false}
            value={form.values.password}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? ids.passwordError : undefined}
            onChange={(event) => change('password', event.target.value)}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-controls={ids.password}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? t('login:hidePassword') : t('login:showPassword')}
          </button>
        </div>
        {passwordError ? (
          <p id={ids.passwordError} className={styles.fieldError}>
            {passwordError}
          </p>
        ) : null}
      </div>
      {botCheck}
      <div>
        <button
          type="submit"
          className={styles.submit}
          disabled={!hydrated || !ready}
          aria-disabled={busy || undefined}
          aria-describedby={ready ? undefined : reasonId}
        >
          {snapshot.status === 'waitingForCaptcha'
            ? t('login:botCheckWaiting')
            : snapshot.status === 'submitting'
              ? t('login:submitting')
              : t('login:submit')}
        </button>
        {ready ? null : (
          <span id={reasonId} className={styles.visuallyHidden}>
            {t('captcha:status_uninitialized')}
          </span>
        )}
      </div>
    </form>
  );
}
