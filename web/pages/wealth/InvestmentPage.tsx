/** §2.3 one investment (`/dashboard/investments/{id}`), or a plain "not in your portfolio" for an unknown id. */

import { dashboardPath } from '../../../core/routes';
import { useLocale, useTranslator } from '../../app/PortalContext';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import { PartView } from '../../components/part-view/PartView';
import { usePageData } from '../../components/part-view/use-page-data';
import { ProductStatus } from '../../components/product-status/ProductStatus';
import { instanceStateLabel } from '../../components/product-status/state-labels';
import styles from '../../components/section/Sections.module.css';
import { EmptyState } from '../../components/states/EmptyState';
import { Link, useParams } from '../../routing/router';
import { InvestmentDetails } from './InvestmentList';
import { RenamePortfolioForm } from './RenamePortfolioForm';

export function InvestmentPage() {
  const locale = useLocale();
  const { t } = useTranslator();
  const { investmentId } = useParams();
  const data = usePageData();
  const instance =
    data.productInstances?.status === 'loaded'
      ? data.productInstances.value.find((item) => item.product_instance_domain_id === investmentId)
      : undefined;
  const title =
    (instance && (instance.name || instance.instance_template_domain_id)) || t('portalPages:wealthTitle');
  return (
    <PageFrame title={title}>
      <PageHead title={title} />
      <PartView part={data.productInstances}>
        {() =>
          instance ? (
            <>
              <p>
                <span className={styles.badge}>{instanceStateLabel(instance.state, t)}</span>
              </p>
              <ProductStatus instance={instance} />
              <InvestmentDetails instance={instance} t={t} locale={locale} />
              <RenamePortfolioForm key={instance.product_instance_domain_id} instance={instance} />
            </>
          ) : (
            <EmptyState text={t('portalPages:investmentNotFound')} />
          )
        }
      </PartView>
      <p>
        <Link className={styles.link} to={dashboardPath(locale)}>
          {t('portalPages:backToOverview')}
        </Link>
      </p>
    </PageFrame>
  );
}
