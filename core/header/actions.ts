/**
 * §2.5, §6 the header's action items: login and registration are the only action types. The US
 * market logs in and registers on its external app host (§2.1).
 */
import { createTranslator } from '../i18n';
import type { Locale } from '../locale';
import type { ActionItem } from '../navigation';
import { loginUrlFor, registerUrlFor } from '../routes';

const ACTIONS = {
  login: { text: 'nav:login', urlFor: loginUrlFor },
  registration: { text: 'nav:register', urlFor: registerUrlFor },
} as const;

function accountAction(type: keyof typeof ACTIONS, locale: Locale, usAppHost: string): ActionItem {
  const { text, urlFor } = ACTIONS[type];
  return {
    id: `action.${type}`,
    type,
    title: createTranslator(locale).t(text),
    href: urlFor(locale, usAppHost),
    ...(locale === 'en-US' ? { external: true } : {}),
  };
}

/** @example loginAction('de-DE', 'https://app.example.com').href // '/de-de/login/' */
export const loginAction = (locale: Locale, usAppHost: string): ActionItem =>
  accountAction('login', locale, usAppHost);

/** @example registrationAction('en-US', 'https://app.example.com').href // 'https://app.example.com/en-us/auth/register/' */
export const registrationAction = (locale: Locale, usAppHost: string): ActionItem =>
  accountAction('registration', locale, usAppHost);
