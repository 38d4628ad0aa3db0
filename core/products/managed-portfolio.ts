/**
 * §4 Managed-portfolio marking: which customers hold a managed portfolio (and so a migrated robo
 * product).
 */
import { PORTFOLIO_TEMPLATES, type PortfolioTemplate } from './portfolio-templates';
import type { ProductInstance } from './schemas';
import type { ProductInstanceState } from './states';

/**
 * The default configured template set: the discretionary wealth-management templates, into which the
 * robo portfolios were migrated. Deployments may pass their own set.
 */
export const MANAGED_PORTFOLIO_TEMPLATES: readonly PortfolioTemplate[] = PORTFOLIO_TEMPLATES.filter((id) =>
  id.startsWith('DWM'),
);

/** States that do not count: the instance never started or is over. */
const EXCLUDED_STATES: ReadonlySet<ProductInstanceState> = new Set(['REJECTED', 'CLOSED']);

export interface ManagedPortfolioMarking {
  readonly hasManagedPortfolio: boolean;
  readonly hasMigratedRobo: boolean;
}

/**
 * §4 for one instance: LIQUID, its template in the configured set, and neither REJECTED nor CLOSED.
 * @example isManagedPortfolioInstance({ product_category: 'LIQUID', instance_template_domain_id: 'DWM50', state: 'ACTIVE', … }) // true
 */
export function isManagedPortfolioInstance(
  instance: ProductInstance,
  templates: Iterable<string> = MANAGED_PORTFOLIO_TEMPLATES,
): boolean {
  const configured = templates instanceof Set ? (templates as ReadonlySet<string>) : new Set(templates);
  return (
    instance.product_category === 'LIQUID' &&
    instance.instance_template_domain_id != null &&
    configured.has(instance.instance_template_domain_id) &&
    !EXCLUDED_STATES.has(instance.state)
  );
}

/**
 * §4: a LIQUID instance whose template id is in the configured set and whose state is neither
 * REJECTED nor CLOSED marks the customer as having a managed-portfolio product and a migrated robo
 * product. Template ids are compared exactly, as configured.
 * @example managedPortfolioMarking([{ product_category: 'LIQUID', instance_template_domain_id: 'DWM50', state: 'ACTIVE', … }])
 * // { hasManagedPortfolio: true, hasMigratedRobo: true }
 */
export function managedPortfolioMarking(
  instances: readonly ProductInstance[],
  templates: Iterable<string> = MANAGED_PORTFOLIO_TEMPLATES,
): ManagedPortfolioMarking {
  const configured = new Set(templates);
  const marked = instances.some((instance) => isManagedPortfolioInstance(instance, configured));
  return { hasManagedPortfolio: marked, hasMigratedRobo: marked };
}
