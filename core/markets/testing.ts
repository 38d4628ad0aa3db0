/**
 * The market domains the tests link to (core/markets `MarketDomains`): the shared domain, and the
 * Netherlands' and the United Kingdom's own.
 */
import type { MarketDomains } from './domains';

export const EXAMPLE_MARKET_DOMAINS: MarketDomains = {
  shared: 'https://www.example-bank.com',
  nl: 'https://www.example-bank.nl',
  gb: 'https://www.example-bank.co.uk',
};
