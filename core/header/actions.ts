/**
 * §2.5, §6 the header's action items: login and registration are the only action types. The US
 * market logs in and registers on its external app host (§2.1).
 */
import { createTranslator } from '../i18n';
import type { Locale } from '../locale';
import type { ActionItem } from '../navigation';
import { loginUrlFor, registerUrlFor } from '../routes';

/** @example loginAction('de-DE', 'https://app.example.com').href // '/de-de/login/' */
export function loginAction(locale: Locale, usAppHost: string): ActionItem {
  return {
    id: 'action.login',
    type: 'login',
    title: createTranslator(locale).t('nav:login'),
    href: loginUrlFor(locale, usAppHost),
    ...(locale === 'en-US' ? { external: true } : {}),
  };
}

/** @example registrationAction('en-US', 'https://app.example.com').href // 'https://app.example.com/en-us/auth/register/' */
export function registrationAction(locale: Locale, usAppHost: string): ActionItem {
  return {
    id: 'action.registration',
    type: 'registration',
    title: createTranslator(locale).t('nav:register'),
    href: registerUrlFor(locale, usAppHost),
    ...(locale === 'en-US' ? { external: true } : {}),
  };
}
