/**
 * "Your products" on the overview: deposits by their account flags (§6, core/products), investments
 * (product instances, §3) and pension products (German customers, §6), each in its §8 state.
 *
 * Design §8 (CLS 0): the deposits' skeleton has the loaded cards' size. Investments and pensions are
 * lists of unknown length, so nothing is drawn below a list until it has settled: the pension section
 * appears once the investments are known, and the page keeps the footer out of the first screen
 * (Dashboard.module.css). Whatever the order of the answers, nothing on screen moves.
 */

import type { CustomerData } from '../../../core/api';
import { type PensionProduct, type ProductInstance, productAccessOf } from '../../../core/products';
import { pensionPath, wealthManagementDashboardPath } from '../../../core/routes';
import { useLocale, useTranslator } from '../../app/PortalContext';
import { PartView } from '../../components/part-view/PartView';
import { SkeletonText } from '../../components/placeholder/Placeholder';
import { decimal } from '../../components/product-status/money';
import { ProductStatus } from '../../components/product-status/ProductStatus';
import { instanceStateLabel, pensionStateLabel } from '../../components/product-status/state-labels';
import { ProductCard, ProductCardSkeleton } from '../../components/section/ProductCard';
import { Section } from '../../components/section/Section';
import styles from '../../components/section/Sections.module.css';
import { Link } from '../../routing/router';
import { Deposits, DepositsSkeleton } from './Deposits';

function Investments({ instances }: { readonly instances: readonly ProductInstance[] }) {
  const { t } = useTranslator();
  const locale = useLocale();
  return (
    <ul className={styles.grid}>
      {instances.map((instance) => (
        <ProductCard
          key={instance.product_instance_domain_id}
          name
          title={instance.name || instance.instance_template_domain_id || instance.product_instance_domain_id}
          state={instanceStateLabel(instance.state, t)}
        >
          <ProductStatus instance={instance} />
          {instance.product_category === 'ILLIQUID' ? (
            <p className={styles.muted}>
              {t('portalPages:commitment')}: {decimal(instance.commitmentAmount, locale, instance.currency)}
            </p>
          ) : null}
          <Link
            className={styles.link}
            to={wealthManagementDashboardPath(locale, instance.product_instance_domain_id)}
          >
            {t('portalPages:showDetails')}
          </Link>
        </ProductCard>
      ))}
    </ul>
  );
}

function Pensions({ products }: { readonly products: readonly PensionProduct[] }) {
  const { t } = useTranslator();
  const locale = useLocale();
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <ProductCard
          key={product.id}
          name
          title={product.name || product.type}
          state={pensionStateLabel(product.state, t)}
        >
          {typeof product.balance === 'number' ? (
            <p className={styles.amount}>{decimal(product.balance, locale)}</p>
          ) : null}
          {typeof product.savings_plan?.amount === 'number' ? (
            <p className={styles.muted}>
              {t('portalPages:savingsPlan', { amount: decimal(product.savings_plan.amount, locale) })}
            </p>
          ) : null}
        </ProductCard>
      ))}
    </ul>
  );
}

/** One product card while the list loads: title, state and one more line, as most cards have. */
function CardSkeleton() {
  return (
    <ul className={styles.grid}>
      <ProductCardSkeleton title={<SkeletonText width="long" />} />
    </ul>
  );
}

export function ProductsOverview({ data }: { readonly data: Partial<CustomerData> }) {
  const locale = useLocale();
  const { t } = useTranslator();
  const access =
    data.productAccess && data.depositTypes
      ? productAccessOf(
          data.productAccess.status === 'loaded' ? data.productAccess.value : undefined,
          data.depositTypes.status === 'loaded' ? data.depositTypes.value : undefined,
        )
      : undefined;
  const accessPart =
    data.productAccess?.status === 'failed' && data.depositTypes?.status === 'failed'
      ? data.productAccess
      : undefined;
  // Below the investments only once they have settled: their list has no height known in advance.
  const showPensions = data.productInstances !== undefined && data.pensionProducts?.status !== 'skipped';
  return (
    <>
      <Section title={t('portalPages:depositsHeading')}>
        {accessPart ? (
          <PartView part={accessPart} skeleton={<DepositsSkeleton />}>
            {() => null}
          </PartView>
        ) : (
          <PartView
            part={access ? { status: 'loaded', value: access } : undefined}
            skeleton={<DepositsSkeleton />}
          >
            {(value) => <Deposits access={value} />}
          </PartView>
        )}
      </Section>
      <Section title={t('portalPages:investmentsHeading')}>
        <PartView
          part={data.productInstances}
          isEmpty={(list) => list.length === 0}
          skeleton={<CardSkeleton />}
        >
          {(list) => <Investments instances={list} />}
        </PartView>
      </Section>
      {showPensions ? (
        <Section title={t('portalPages:pensionHeading')}>
          <PartView
            part={data.pensionProducts}
            isEmpty={(list) => list.length === 0}
            skeleton={<CardSkeleton />}
          >
            {(list) => (
              <>
                <Pensions products={list} />
                <Link className={styles.link} to={pensionPath(locale)}>
                  {t('portalPages:showDetails')}
                </Link>
              </>
            )}
          </PartView>
        </Section>
      ) : null}
    </>
  );
}
