/**
 * The sites market links point at (§2.6 "links are host-based"). Hosts differ per environment, so
 * they arrive as configuration and are validated here once; the link rule never hard-codes one.
 */
import * as z from 'zod';
import { configErrorFrom } from '../config';
import { lazySchema } from '../lazy';

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

/** An origin: https, or http on loopback for the sandbox; no path, query, fragment or userinfo. */
const origin = lazySchema(() =>
  z.string().transform((value, ctx) => {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    const secure = url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK.has(url.hostname));
    const bare = url && url.username === '' && url.password === '' && url.search === '' && url.hash === '';
    if (!url || !secure || !bare || (url.pathname !== '/' && url.pathname !== '')) {
      ctx.addIssue({ code: 'custom', message: `not an https origin: "${value}"` });
      return z.NEVER;
    }
    return url.origin;
  }),
);

export const marketDomainsSchema = lazySchema(() => z.object({ shared: origin, nl: origin, gb: origin }));

/**
 * Validates configured domains and normalises each to its origin (no trailing slash).
 * @example parseMarketDomains({ shared: 'https://www.example-bank.com/', nl: 'https://www.example-bank.nl', gb: 'https://www.example-bank.co.uk' }).shared
 * // 'https://www.example-bank.com'
 * @throws ConfigError (code CONFIG_INVALID) naming each bad key
 */
export function parseMarketDomains(input: unknown): MarketDomains {
  const result = marketDomainsSchema.safeParse(input);
  if (!result.success) throw configErrorFrom('market domains', result.error);
  return result.data;
}
