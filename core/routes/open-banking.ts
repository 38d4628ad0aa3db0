/**
 * §2.1 open-banking login variant. The open-banking login page lives at
 * `/{locale}/open-banking/login/`; after login its `login` path segment is swapped for the flow the
 * query names: payout with `is_payout`, piis with `is_piis`, otherwise ais.
 *
 * The access token is carried along in the URL fragment, not the query: a fragment is never sent
 * to a server or leaked through the Referer header (docs/decisions/003-routes.md).
 */
import type { Locale } from '../locale';
import { localeBasePath } from './paths';

export type OpenBankingFlow = 'payout' | 'piis' | 'ais';

export function openBankingLoginPath(locale: Locale): string {
  return `${localeBasePath(locale)}/open-banking/login/`;
}

/** @example openBankingFlow(new URLSearchParams('is_piis=true')) // 'piis' */
export function openBankingFlow(query: URLSearchParams): OpenBankingFlow {
  if (query.has('is_payout')) return 'payout';
  if (query.has('is_piis')) return 'piis';
  return 'ais';
}

/** Swaps the `login` segment of an open-banking login path for the flow. */
export function swapLoginSegment(loginPathname: string, flow: OpenBankingFlow): string {
  const segments = loginPathname.split('/');
  const index = segments.lastIndexOf('login');
  if (index === -1) throw new Error(`not an open-banking login path: ${loginPathname}`);
  segments[index] = flow;
  return segments.join('/');
}

/**
 * The page an open-banking login continues to, with the access token carried along.
 * @example openBankingDestination('/de-de/open-banking/login/', new URLSearchParams('is_payout=1'), 'tok')
 * // '/de-de/open-banking/payout/#access_token=tok'
 */
export function openBankingDestination(
  loginPathname: string,
  query: URLSearchParams,
  accessToken: string,
): string {
  const flow = openBankingFlow(query);
  const fragment = new URLSearchParams({ access_token: accessToken });
  return `${swapLoginSegment(loginPathname, flow)}#${fragment.toString()}`;
}
