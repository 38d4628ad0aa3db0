/**
 * The login page a login starts from (§2.1): the locale's login route, or the open-banking login
 * route, on the portal's origin, with the `product`, `obs-deepLink`, `is_payout` and `is_piis`
 * parameters the CLI options ask for. core/redirects reads its destination rules from this URL,
 * exactly as it reads the browser's.
 */
import type { Locale } from '../../core/locale';
import { DEEP_LINK_NAME } from '../../core/redirects';
import { loginPath, type OpenBankingFlow, openBankingLoginPath } from '../../core/routes';

export const OPEN_BANKING_FLOWS: readonly OpenBankingFlow[] = ['payout', 'piis', 'ais'];

export interface LoginPageOptions {
  readonly product?: string | undefined;
  readonly deepLink?: string | undefined;
  readonly openBanking?: OpenBankingFlow | undefined;
}

/**
 * @example loginPageUrl('http://127.0.0.1:4010', 'de-DE', { product: 'dwm' })
 *   // 'http://127.0.0.1:4010/de-de/login/?product=dwm'
 * @example loginPageUrl('https://www.bank.example', 'de-DE', { openBanking: 'payout' })
 *   // 'https://www.bank.example/de-de/open-banking/login/?is_payout=true'
 */
export function loginPageUrl(portalOrigin: string, locale: Locale, options: LoginPageOptions = {}): string {
  const path = options.openBanking ? openBankingLoginPath(locale) : loginPath(locale);
  const url = new URL(path, portalOrigin);
  if (options.product) url.searchParams.set('product', options.product);
  if (options.deepLink) url.searchParams.set(DEEP_LINK_NAME, options.deepLink);
  if (options.openBanking === 'payout') url.searchParams.set('is_payout', 'true');
  if (options.openBanking === 'piis') url.searchParams.set('is_piis', 'true');
  return url.href;
}
