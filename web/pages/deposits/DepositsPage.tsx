/**
 * §2.3 term and overnight deposits (`/dashboard/savings/term/`, `/overnight/`): whether the
 * customer holds the product (core/products account flags), what is available to invest, and the
 * offers when not. The API has no call that lists individual deposits (§7), so the list says
 * "no data found" (§8) rather than inventing contracts.
 */

import { accountBalances } from '../../../core/customer';
import { createTranslator } from '../../../core/i18n';
import type { Locale } from '../../../core/locale';
import {
  hasOvernightAccount,
  hasTermDepositAccount,
  type ProductAccess,
  productAccessOf,
} from '../../../core/products';
import { offerPaths } from '../../../core/routes';
import { useLocale, useTranslator } from '../../app/PortalContext';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import { PartView } from '../../components/part-view/PartView';
import { usePageData } from '../../components/part-view/use-page-data';
import { money } from '../../components/product-status/money';
import { OrdersInProgress } from '../../components/product-status/OrdersInProgress';
import { Section } from '../../components/section/Section';
import styles from '../../components/section/Sections.module.css';
import { EmptyState } from '../../components/states/EmptyState';
import { Link } from '../../routing/router';

type Kind = 'term' | 'overnight';

const KIND: Record<
  Kind,
  {
    title: (locale: Locale) => string;
    has: (access: ProductAccess) => boolean;
    offer: (locale: Locale) => string;
  }
> = {
  term: {
    title: (locale) => createTranslator(locale).t('navMenus:termDeposits'),
    has: hasTermDepositAccount,
    offer: (locale) => offerPaths(locale).fixed,
  },
  overnight: {
    title: (locale) => createTranslator(locale).t('navMenus:overnightDeposits'),
    has: hasOvernightAccount,
    offer: (locale) => offerPaths(locale).overnight,
  },
};

function DepositsPage({ kind }: { readonly kind: Kind }) {
  const locale = useLocale();
  const { t } = useTranslator();
  const data = usePageData();
  const { title, has, offer } = KIND[kind];
  // Parts arrive one by one (decision 126); the page draws once everything it lays out has
  // settled, so neither the balance nor the orders in progress push the rest down later.
  const settled = data.preferredAccount && data.productInstances;
  const accessPart =
    settled && data.productAccess && data.depositTypes
      ? data.productAccess.status === 'failed' && data.depositTypes.status === 'failed'
        ? data.productAccess
        : {
            status: 'loaded' as const,
            value: productAccessOf(
              data.productAccess.status === 'loaded' ? data.productAccess.value : undefined,
              data.depositTypes.status === 'loaded' ? data.depositTypes.value : undefined,
            ),
          }
      : undefined;
  return (
    <PageFrame title={title(locale)}>
      <PageHead title={title(locale)} />
      <PartView part={accessPart}>
        {(access) =>
          has(access) ? (
            <>
              <p>{t('portalPages:depositAccountOpen')}</p>
              <PartView part={data.preferredAccount}>
                {(account) => {
                  const balances = accountBalances(account);
                  return balances ? (
                    <p>
                      {t('portalPages:availableToInvest')}:{' '}
                      <strong>{money(balances.available, locale)}</strong>
                    </p>
                  ) : null;
                }}
              </PartView>
              {data.productInstances?.status === 'loaded' ? (
                <OrdersInProgress instances={data.productInstances.value} />
              ) : null}
              <Section title={t('portalPages:depositsListHeading')}>
                <EmptyState />
              </Section>
            </>
          ) : (
            <>
              <p>{t('portalPages:depositAccountNone')}</p>
              <p>
                <Link className={styles.link} to={offer(locale)}>
                  {t('portalPages:discoverOffers')}
                </Link>
              </p>
            </>
          )
        }
      </PartView>
    </PageFrame>
  );
}

export function TermDepositsPage() {
  return <DepositsPage kind="term" />;
}

export function OvernightDepositsPage() {
  return <DepositsPage kind="overnight" />;
}
