/**
 * The pension ETF product's page in the portal (§2.1, §3 pension product, §6 German customers;
 * decision 100): the customer's pension products with state, balance and savings plan. A logout
 * from here ends in the pension logout flow when userManagementPensionLogout is on (core/redirects).
 */
import { useLocale, useTranslator } from '../../app/PortalContext';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import { PartView } from '../../components/part-view/PartView';
import { usePageData } from '../../components/part-view/use-page-data';
import { decimal } from '../../components/product-status/money';
import { pensionStateLabel } from '../../components/product-status/state-labels';
import { Section } from '../../components/section/Section';
import styles from '../../components/section/Sections.module.css';

export function PensionPage() {
  const locale = useLocale();
  const { t } = useTranslator();
  const data = usePageData();
  const amount = (value: number) => decimal(value, locale);
  return (
    <PageFrame title={t('portalPages:pensionHeading')}>
      <PageHead title={t('portalPages:pensionHeading')} />
      <PartView part={data.pensionProducts} isEmpty={(list) => list.length === 0}>
        {(list) =>
          list.map((product) => (
            <Section key={product.id} title={product.name || product.type || product.id}>
              <p>
                <span className={styles.badge}>{pensionStateLabel(product.state, t)}</span>
              </p>
              {typeof product.balance === 'number' ? (
                <p className={styles.amount}>{amount(product.balance)}</p>
              ) : null}
              {typeof product.savings_plan?.amount === 'number' ? (
                <p className={styles.muted}>
                  {t('portalPages:savingsPlan', { amount: amount(product.savings_plan.amount) })}
                </p>
              ) : null}
            </Section>
          ))
        }
      </PartView>
    </PageFrame>
  );
}
