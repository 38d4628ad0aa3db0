/**
 * §2.1 the login form: email, password with show/hide, the bot check, forgot-password and
 * create-account links. §5 validation through core/validation's reducer: a field shows its error
 * once it has been changed (never on mount), every field on submit; the first invalid field then
 * takes focus. Laid out as GOV.UK's sign-in: one column, each label above its input, a hint under
 * the email's label, a field's error between its label and its input (read before the field, never
 * below the password's show/hide button) with a red bar beside the field, one primary button, full
 * width on a phone. While the puzzle
 * finishes or the request runs, the button says so and ignores further presses (aria-disabled keeps
 * it focusable and announced). The button is usable as soon as the page has hydrated (121): the
 * login store comes with the form's first focus or input (`prepare`), and a submit before it has
 * arrived, or before the puzzle is solved, waits and says so.
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
  /** Null until the form's first focus or input has loaded it: the form then draws idle. */
  readonly login: LoginStore | null;
  /** Loads the login store (once), on the form's first focus or input and on submit. */
  readonly prepare: () => Promise<LoginStore>;
  /** A valid submit: the customer is logging in (the page starts what comes next). */
  readonly onSubmit?: (() => void) | undefined;
  /** The bot check, rendered between the fields and the button. */
  readonly botCheck: React.ReactNode;
}

export function CredentialsForm({ login, prepare, onSubmit, botCheck }: CredentialsFormProps) {
  const { t } = useTranslator();
  const snapshot = useLogin(login);
  const [form, dispatch] = useReducer(loginFormReducer, undefined, () => initialLoginFormState());
  const [showPassword, setShowPassword] = useState(false);
  const ids = {
    email: useId(),
    emailHint: useId(),
    password: useId(),
    emailError: useId(),
    passwordError: useId(),
  };
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  // A submit that waits for the login store to arrive.
  const [starting, setStarting] = useState(false);
  const busy = starting || snapshot.status === 'waitingForCaptcha' || snapshot.status === 'submitting';
  const hydrated = useHydrated();
  /** The store, loading it on the first call; a failed load is tried again by the next. */
  const store = () => {
    const loading = prepare();
    loading.catch(() => {}); // offline: the next keystroke or submit tries again
    return loading;
  };

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
    void store().then((ready) => ready.typing());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    dispatch({ type: 'submit' });
    if (!isLoginFormValid(form.values)) {
      const first = (['email', 'password'] as const).find(
        (field) => loginFormReducer(form, { type: 'submit' }).errors[field],
      );
      if (first) inputs[first].current?.focus();
      return;
    }
    onSubmit?.();
    const credentials = { email: form.values.email, password: form.values.password };
    setStarting(true);
    store()
      .then((ready) => {
        setStarting(false);
        return ready.submit(credentials);
      })
      .catch(() => setStarting(false));
  };

  const errorText = (field: LoginField) => {
    const code = form.errors[field];
    return code ? t(`errors:${code}`) : undefined;
  };
  const emailError = errorText('email');
  const passwordError = errorText('password');

  return (
    // method="post": credentials never go into an address, even if the form were sent without script.
    <form
      className={styles.form}
      onSubmit={submit}
      // The first focus loads the login store while the customer types.
      onFocus={() => void store()}
      method="post"
      noValidate
    >
      <div className={emailError ? `${styles.field} ${styles.fieldInvalid}` : styles.field}>
        <label htmlFor={ids.email} className={styles.label}>
          {t('login:email')}
        </label>
        <p id={ids.emailHint} className={styles.hint}>
          {t('login:emailHint')}
        </p>
        {emailError ? (
          <p id={ids.emailError} className={styles.fieldError}>
            {emailError}
          </p>
        ) : null}
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
          aria-describedby={emailError ? `${ids.emailHint} ${ids.emailError}` : ids.emailHint}
          onChange={(event) => change('email', event.target.value)}
        />
      </div>
      <div className={passwordError ? `${styles.field} ${styles.fieldInvalid}` : styles.field}>
        <label htmlFor={ids.password} className={styles.label}>
          {t('login:password')}
        </label>
        {passwordError ? (
          <p id={ids.passwordError} className={styles.fieldError}>
            {passwordError}
          </p>
        ) : null}
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
      </div>
      {botCheck}
      <div>
        <button
          type="submit"
          className={styles.submit}
          disabled={!hydrated}
          aria-disabled={busy || undefined}
        >
          {snapshot.status === 'waitingForCaptcha'
            ? t('login:botCheckWaiting')
            : busy
              ? t('login:submitting')
              : t('login:submit')}
        </button>
      </div>
    </form>
  );
}
