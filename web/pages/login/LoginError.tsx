/**
 * §8 the login error: core/login chose the code, core/login's `loginErrorKey` names its text in
 * core/i18n's `errors` namespace (the one home of the texts). An alert, so a screen
 * reader hears it when it appears, and focusable, so keyboard users land on it after a failure.
 */
import { useEffect, useRef } from 'react';
import { type LoginFailure, loginErrorKey } from '../../../core/login';
import { useTranslator } from '../../app/PortalContext';
import styles from './Login.module.css';

export function LoginError({ error }: { readonly error: LoginFailure | null }) {
  const { t } = useTranslator();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) box.current?.focus();
  }, [error]);
  return (
    <div ref={box} className={styles.alert} role="alert" tabIndex={-1}>
      {error ? t(loginErrorKey(error.code)) : null}
    </div>
  );
}
