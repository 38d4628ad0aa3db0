/**
 * §8 the login error, as the message core/login chose (`loginErrorText`): an alert, so a screen
 * reader hears it when it appears, and focusable, so keyboard users land on it after a failure.
 */
import { useEffect, useRef } from 'react';
import { textLocaleOf } from '../../../core/locale';
import { type LoginFailure, loginErrorText } from '../../../core/login';
import { useLocale } from '../../app/PortalContext';
import styles from './Login.module.css';

export function LoginError({ error }: { readonly error: LoginFailure | null }) {
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) box.current?.focus();
  }, [error]);
  return (
    <div ref={box} className={styles.alert} role="alert" tabIndex={-1}>
      {error ? loginErrorText(textLocaleOf(locale), error.code) : null}
    </div>
  );
}
