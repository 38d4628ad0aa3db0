/**
 * What a remote environment still lacks before portal-cli can log in there (§7: the auth host is
 * chosen by region and environment; hosts are configuration): its three hosts, while they point at
 * the placeholders of the example domain, and the bot-check token a remote captcha provider
 * accepts. Said before any request, so an operator learns every missing value at once instead of
 * one network error per placeholder.
 */
import { placeholderHostsOf, type RemoteHosts } from '../../core/config';
import type { ResolvedEnvironment } from '../config/environment';
import { CliError } from '../errors';

export type Need = keyof RemoteHosts | 'captchaToken';

const WHAT: Readonly<Record<Need, string>> = {
  authHost: 'hosts.authHost: the identity provider (login, token, logout)',
  portalOrigin: 'hosts.portalOrigin: the online-banking portal (session probe, portal logout)',
  apiOrigin: 'hosts.apiOrigin: the API gateway (customer data, products, CMS)',
  captchaToken: 'captcha.token or PORTAL_CAPTCHA_TOKEN: a bot-check token the provider accepts',
};

/**
 * The needs of `needs` the environment does not meet; none for the local environment.
 * @example missingFor(staging, ['authHost', 'captchaToken']) // ['authHost', 'captchaToken']
 */
export function missingFor(environment: ResolvedEnvironment, needs: readonly Need[]): Need[] {
  if (environment.embedded) return [];
  const placeholders = new Set<Need>(placeholderHostsOf(environment.config));
  if (environment.captcha.mode === 'token' && !environment.captcha.token) placeholders.add('captchaToken');
  return needs.filter((need) => placeholders.has(need));
}

/**
 * @throws CliError CONFIG_INVALID (exit 2) listing every value still missing, and where it goes
 */
export function requireConfigured(environment: ResolvedEnvironment, needs: readonly Need[]): void {
  const missing = missingFor(environment, needs);
  if (missing.length === 0) return;
  const place = `environments.${environment.name} (or environments.${environment.name}.regions.${environment.region})`;
  throw new CliError(
    'CONFIG_INVALID',
    `The ${environment.name} environment (${environment.region}) is not configured yet; still missing:\n${missing.map((need) => `  - ${WHAT[need]}`).join('\n')}`,
    `Set them under ${place} in ${environment.configPath}; cli/README.md "A real environment" shows an example.`,
    { missing },
  );
}
