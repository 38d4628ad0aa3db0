/** §2.3 the wealth-management dashboard: every product instance of the customer (all pages, §3). */

import { wealthManagementDashboardPath } from '../../../core/routes';
import { useLocale, useTranslator } from '../../app/PortalContext';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import { PartView } from '../../components/part-view/PartView';
import { usePageData } from '../../components/part-view/use-page-data';
import { ProductStatus } from '../../components/product-status/ProductStatus';
import { instanceStateLabel } from '../../components/product-status/state-labels';
import { Section } from '../../components/section/Section';
import styles from '../../components/section/Sections.module.css';
import { Link } from '../../routing/router';
import { InvestmentDetails } from './InvestmentList';

export function WealthManagementPage() {
  const locale = useLocale();
  const { t } = useTranslator();
  const data = usePageData();
  return (
    <PageFrame title={t('portalPages:wealthTitle')}>
      <PageHead title={t('portalPages:wealthTitle')} />
      <PartView part={data.productInstances} isEmpty={(list) => list.length === 0}>
        {(list) =>
          list.map((instance) => (
            <Section
              key={instance.product_instance_domain_id}
              title={
                instance.name || instance.instance_template_domain_id || instance.product_instance_domain_id
              }
            >
              <p>
                <span className={styles.badge}>{instanceStateLabel(instance.state, t)}</span>
              </p>
              <ProductStatus instance={instance} />
              <InvestmentDetails instance={instance} t={t} locale={locale} />
              <Link
                className={styles.link}
                to={wealthManagementDashboardPath(locale, instance.product_instance_domain_id)}
              >
                {t('portalPages:showDetails')}
              </Link>
            </Section>
          ))
        }
      </PartView>
    </PageFrame>
  );
}
