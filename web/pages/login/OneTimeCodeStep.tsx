/**
 * §4 the one-time-code step after a 202, with the device-trust consent when the server offers it
 * (§3). The code field takes focus when the step appears; "Back to login" abandons the attempt
 * (core/login `cancel`: data cleared, puzzle reset).
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { LoginStore } from '../../../core/login';
import { useLogin } from '../../app/hooks';
import { useTranslator } from '../../app/PortalContext';
import styles from './Login.module.css';
import { LoginError } from './LoginError';

export function OneTimeCodeStep({ login }: { readonly login: LoginStore }) {
  const { t } = useTranslator();
  const snapshot = useLogin(login);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [rememberDevice, setRememberDevice] = useState(false);
  const ids = { heading: useId(), description: useId(), code: useId(), codeError: useId(), hint: useId() };
  const input = useRef<HTMLInputElement>(null);
  const busy = snapshot.status === 'submittingCode';

  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (code.trim() === '') {
      setMissing(true);
      input.current?.focus();
      return;
    }
    void login.submitCode({ code: code.trim(), rememberDevice });
  };

  return (
    <section aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t('login:otpTitle')}</h2>
      <p id={ids.description}>{t('login:otpDescription')}</p>
      <LoginError error={snapshot.error} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={ids.code} className={styles.label}>
            {t('login:otpField')}
          </label>
          <input
            ref={input}
            id={ids.code}
            className={styles.input}
            name="one-time-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
            value={code}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? `${ids.description} ${ids.codeError}` : ids.description}
            onChange={(event) => {
              setCode(event.target.value);
              setMissing(event.target.value.trim() === '');
            }}
          />
          {missing ? (
            <p id={ids.codeError} className={styles.fieldError}>
              {t('errors:required')}
            </p>
          ) : null}
        </div>
        {snapshot.deviceTrustOffered ? (
          <div className={styles.field}>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={rememberDevice}
                aria-describedby={ids.hint}
                onChange={(event) => setRememberDevice(event.target.checked)}
              />
              <span>{t('login:deviceTrust')}</span>
            </label>
            <p id={ids.hint} className={styles.hint}>
              {t('login:deviceTrustHint')}
            </p>
          </div>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.submit} aria-disabled={busy || undefined}>
            {busy ? t('login:submitting') : t('login:otpSubmit')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => login.cancel()}>
            {t('login:otpBack')}
          </button>
        </div>
      </form>
    </section>
  );
}
