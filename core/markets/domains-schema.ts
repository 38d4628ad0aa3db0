/**
 * The market domains' schema (zod): what `parseMarketDomains` checks the domains against that the
 * plain reader (domains.ts) declines, naming each bad key. A side entry of core/markets, off its
 * index, so that reading the default domains loads no zod.
 */
import * as z from 'zod/mini';
import { configErrorFrom } from '../config';
import { englishMessages } from '../config/schemas';
import { type MarketDomains, readOrigin, readPlainMarketDomains } from './domains';

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
