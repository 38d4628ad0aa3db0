/**
 * The sites market links point at (§2.6 "links are host-based"). Hosts differ per environment, so
 * they arrive as configuration and are validated here once; the link rule never hard-codes one.
 */
import * as z from 'zod/mini';
import { configErrorFrom, englishMessages, isPlainObject } from '../config';

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
function readOrigin(value: string): string | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  const secure = url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK.has(url.hostname));
  const bare = url && url.username === '' && url.password === '' && url.search === '' && url.hash === '';
  if (!url || !secure || !bare || (url.pathname !== '/' && url.pathname !== '')) return undefined;
  return url.origin;
}

/** An origin: https, or http on loopback for the sandbox; no path, query, fragment or userinfo. */
const origin = z.pipe(
  z.string(),
  z.transform((value, ctx) => {
    const read = readOrigin(value);
    if (read !== undefined) return read;
    ctx.issues.push({ code: 'custom', message: `not an https origin: "${value}"`, input: value });
    return z.NEVER;
  }),
);

export const marketDomainsSchema = z.object({ shared: origin, nl: origin, gb: origin });

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

/**
 * Validates configured domains and normalises each to its origin (no trailing slash).
 * @example parseMarketDomains({ shared: 'https://www.example-bank.com/', nl: 'https://www.example-bank.nl', gb: 'https://www.example-bank.co.uk' }).shared
 * // 'https://www.example-bank.com'
 * @throws ConfigError (code CONFIG_INVALID) naming each bad key
 */
export function parseMarketDomains(input: unknown): MarketDomains {
  const plain = readPlainMarketDomains(input);
  if (plain) return plain;
  const result = marketDomainsSchema.safeParse(input, englishMessages());
  if (!result.success) throw configErrorFrom('market domains', result.error);
  return result.data;
}
