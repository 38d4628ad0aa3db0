/**
 * The sites market links point at (§2.6 "links are host-based"). Hosts differ per environment, so
 * they arrive as configuration and are validated once; the link rule never hard-codes one. This file
 * reads valid domains without zod (decision 152); domains-schema.ts validates the rest.
 */
import { isPlainObject } from '../config';

/** Origins of the shared site and of the two markets with their own domain (§2.6). */
export interface MarketDomains {
  /** e.g. `https://www.example-bank.com` */
  readonly shared: string;
  /** The Netherlands' own domain, e.g. `https://www.example-bank.nl` */
  readonly nl: string;
  /** The United Kingdom's own domain, e.g. `https://www.example-bank.co.uk` */
  readonly gb: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An origin (https, or http on loopback for the sandbox; no path, query, fragment or userinfo), or undefined. */
export function readOrigin(value: string): string | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  const secure = url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK.has(url.hostname));
  const bare = url && url.username === '' && url.password === '' && url.search === '' && url.hash === '';
  if (!url || !secure || !bare || (url.pathname !== '/' && url.pathname !== '')) return undefined;
  return url.origin;
}

/**
 * Valid domains read without zod (decision 152): `portal-cli markets` reads the default
 * domains at start. Undefined when any is missing or invalid, which the schema then reports;
 * default-domains.test.ts checks on generated input that a result here is what the schema gives.
 * @example readPlainMarketDomains({ shared: 'https://a.test/', nl: 'https://a.nl', gb: 'https://a.co.uk' })?.shared
 * // 'https://a.test'
 */
export function readPlainMarketDomains(input: unknown): MarketDomains | undefined {
  if (!isPlainObject(input)) return undefined;
  const { shared, nl, gb } = input;
  if (typeof shared !== 'string' || typeof nl !== 'string' || typeof gb !== 'string') return undefined;
  const domains = { shared: readOrigin(shared), nl: readOrigin(nl), gb: readOrigin(gb) };
  if (domains.shared === undefined || domains.nl === undefined || domains.gb === undefined) return undefined;
  return domains as MarketDomains;
}
