/**
 * "Your products" on the overview: deposits by their account flags (§6, core/products), investments
 * (product instances, §3) and pension products (German customers, §6), each in its §8 state.
 */
import { Link } from 'react-router';
import type { CustomerData } from '../../../core/api';
import type { Locale } from '../../../core/locale';
import { navTexts } from '../../../core/navigation';
import {
  hasOvernightAccount,
  hasTermDepositAccount,
  type PensionProduct,
  type ProductAccess,
  type ProductInstance,
  productAccessOf,
} from '../../../core/products';
import {
  matchRoute,
  offerPaths,
  overnightDepositsPath,
  termDepositsPath,
  wealthManagementDashboardPath,
} from '../../../core/routes';
import { useLocale, usePortal, useTranslator } from '../../app/PortalContext';
import type { PortalTranslator } from '../../app/translators';
import { decimal } from '../shared/money';
import { PartView } from '../shared/PartView';
import { Section } from '../shared/Section';
import styles from '../shared/Sections.module.css';
import { instanceStateLabel, pensionStateLabel } from '../shared/state-labels';

/** A link only to pages this portal serves (the legacy deposit pages are another application). */
function PortalLink({ href, children }: { readonly href: string; readonly children: string }) {
  if (matchRoute(href.split('#')[0] ?? href).name === 'other') return null;
  return (
    <Link className={styles.link} to={href}>
      {children}
    </Link>
  );
}

function DepositCard(props: {
  readonly title: string;
  readonly open: boolean;
  readonly href: string | undefined;
  readonly offerHref: string | undefined;
}) {
  const { t } = useTranslator();
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{props.title}</h3>
      <span className={styles.badge}>
        {props.open ? t('portal:productOpen') : t('portal:productNotOpened')}
      </span>
      {props.open && props.href ? <PortalLink href={props.href}>{t('portal:showDetails')}</PortalLink> : null}
      {!props.open && props.offerHref ? (
        <PortalLink href={props.offerHref}>{t('portal:discoverOffers')}</PortalLink>
      ) : null}
    </li>
  );
}

function Deposits({ access, locale }: { readonly access: ProductAccess; readonly locale: Locale }) {
  const portal = usePortal();
  const nav = navTexts(locale);
  const offers = offerPaths(locale);
  const flags = portal.config.flags;
  return (
    <ul className={styles.grid}>
      <DepositCard
        title={nav.termDeposits}
        open={hasTermDepositAccount(access)}
        href={termDepositsPath(locale, flags)}
        offerHref={offers.fixed}
      />
      <DepositCard
        title={nav.overnightDeposits}
        open={hasOvernightAccount(access)}
        href={overnightDepositsPath(locale, flags)}
        offerHref={offers.overnight}
      />
      {offers.notice ? (
        <DepositCard
          title={nav.noticeDeposits}
          open={access.HAS_NOTICE_DEPOSIT_ACCOUNT}
          href={undefined}
          offerHref={offers.notice}
        />
      ) : null}
    </ul>
  );
}

function Investments({
  instances,
  t,
  locale,
}: {
  readonly instances: readonly ProductInstance[];
  readonly t: PortalTranslator['t'];
  readonly locale: Locale;
}) {
  return (
    <ul className={styles.grid}>
      {instances.map((instance) => (
        <li key={instance.product_instance_domain_id} className={styles.card}>
          <h3 className={styles.cardTitle}>
            {instance.name || instance.instance_template_domain_id || instance.product_instance_domain_id}
          </h3>
          <span className={styles.badge}>{instanceStateLabel(instance.state, t)}</span>
          {instance.product_category === 'ILLIQUID' ? (
            <p className={styles.muted}>
              {t('portal:commitment')}: {decimal(instance.commitmentAmount, locale, instance.currency)}
            </p>
          ) : null}
          <Link
            className={styles.link}
            to={wealthManagementDashboardPath(locale, instance.product_instance_domain_id)}
          >
            {t('portal:showDetails')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Pensions({
  products,
  t,
  locale,
}: {
  readonly products: readonly PensionProduct[];
  readonly t: PortalTranslator['t'];
  readonly locale: Locale;
}) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.id} className={styles.card}>
          <h3 className={styles.cardTitle}>{product.name || product.type}</h3>
          <span className={styles.badge}>{pensionStateLabel(product.state, t)}</span>
          {typeof product.balance === 'number' ? (
            <p className={styles.amount}>{decimal(product.balance, locale)}</p>
          ) : null}
          {typeof product.savings_plan?.amount === 'number' ? (
            <p className={styles.muted}>
              {t('portal:savingsPlan', { amount: decimal(product.savings_plan.amount, locale) })}
            </p>
          ) : null}
        </li>
      ))}
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
  return (
    <>
      <Section title={t('portal:depositsHeading')}>
        {accessPart ? (
          <PartView part={accessPart}>{() => null}</PartView>
        ) : (
          <PartView part={access ? { status: 'loaded', value: access } : undefined}>
            {(value) => <Deposits access={value} locale={locale} />}
          </PartView>
        )}
      </Section>
      <Section title={t('portal:investmentsHeading')}>
        <PartView part={data.productInstances} isEmpty={(list) => list.length === 0}>
          {(list) => <Investments instances={list} t={t} locale={locale} />}
        </PartView>
      </Section>
      {data.pensionProducts?.status === 'skipped' ? null : (
        <Section title={t('portal:pensionHeading')}>
          <PartView part={data.pensionProducts} isEmpty={(list) => list.length === 0}>
            {(list) => <Pensions products={list} t={t} locale={locale} />}
          </PartView>
        </Section>
      )}
    </>
  );
}
