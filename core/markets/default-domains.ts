/**
 * The market domains an environment has when its configuration names none (§2.6: the Netherlands
 * and the United Kingdom have their own domains; every other market is a path on the shared site).
 * The shared site is the environment's portal origin. In every remote environment the two own
 * domains are the bank's `.nl` and `.co.uk` sites with the environment's label, placeholders like
 * core/config's hosts (`https://www.stg.example-bank.nl`), overridable per deployment. Only the
 * local environment, where one sandbox or dev server serves everything, keeps all three on its
 * origin.
 */
import { type EnvironmentConfig, environmentHostLabel } from '../config';
import type { MarketDomains } from './domains';

/**
 * @example defaultMarketDomains(remoteEnvironment('production', 'DEU'))
 *   // { shared: 'https://www.deu.example-bank.com', nl: 'https://www.example-bank.nl', gb: 'https://www.example-bank.co.uk' }
 * @example defaultMarketDomains(localEnvironment('http://127.0.0.1:4010')).nl // 'http://127.0.0.1:4010'
 */
export function defaultMarketDomains(config: EnvironmentConfig): MarketDomains {
  const shared = config.services.portal;
  if (config.environment === 'local') return { shared, nl: shared, gb: shared };
  const label = environmentHostLabel(config.environment);
  return {
    shared,
    nl: `https://www.${label}example-bank.nl`,
    gb: `https://www.${label}example-bank.co.uk`,
  };
}
