/**
 * The deposits on the overview (§2.3): one card per kind of deposit the market offers, open or not
 * by the customer's account flags (§6, core/products). Which cards there are depends only on the
 * locale, so the skeleton shown while the flags load has the same cards (design §8: CLS 0).
 */

import type { Flags } from '../../../core/config';
import { createTranslator } from '../../../core/i18n';
import type { Locale } from '../../../core/locale';
import { hasOvernightAccount, hasTermDepositAccount, type ProductAccess } from '../../../core/products';
import { matchRoute, offerPaths, overnightDepositsPath, termDepositsPath } from '../../../core/routes';
import { useLocale, usePortal, useTranslator } from '../../app/PortalContext';
import { ProductCard, ProductCardSkeleton } from '../../components/section/ProductCard';
import styles from '../../components/section/Sections.module.css';
import { Link } from '../../routing/router';

interface DepositKind {
  readonly title: string;
  readonly isOpen: (access: ProductAccess) => boolean;
  /** The customer's page of this deposit, when open (undefined: none in this portal). */
  readonly href: string | undefined;
  /** The offer page, when not open. */
  readonly offerHref: string | undefined;
}

/** The deposits of the locale's market: fixed-term and overnight everywhere, notice where offered. */
function depositKinds(locale: Locale, flags: Flags): DepositKind[] {
  const offers = offerPaths(locale);
  const { t } = createTranslator(locale);
  const kinds: DepositKind[] = [
    {
      title: t('navMenus:termDeposits'),
      isOpen: hasTermDepositAccount,
      href: termDepositsPath(locale, flags),
      offerHref: offers.fixed,
    },
    {
      title: t('navMenus:overnightDeposits'),
      isOpen: hasOvernightAccount,
      href: overnightDepositsPath(locale, flags),
      offerHref: offers.overnight,
    },
  ];
  if (offers.notice)
    kinds.push({
      title: t('navMenus:noticeDeposits'),
      isOpen: (access) => access.HAS_NOTICE_DEPOSIT_ACCOUNT,
      href: undefined,
      offerHref: offers.notice,
    });
  return kinds;
}

/** Only pages this portal serves are linked (the legacy deposit pages are another application). */
function servedHere(href: string | undefined): href is string {
  return href !== undefined && matchRoute(href.split('#')[0] ?? href).name !== 'other';
}

/**
 * The link row of a card. A card without a link keeps an empty row of the link's height, so the
 * card is as high as its skeleton whether the deposit turns out open or not.
 */
function CardLink({ href, children }: { readonly href: string | undefined; readonly children: string }) {
  if (!servedHere(href))
    return (
      <span className={styles.link} aria-hidden="true">
        {'\u00a0'}
      </span>
    );
  return (
    <Link className={styles.link} to={href}>
      {children}
    </Link>
  );
}

function DepositCard({ kind, access }: { readonly kind: DepositKind; readonly access: ProductAccess }) {
  const { t } = useTranslator();
  const open = kind.isOpen(access);
  return (
    <ProductCard
      title={kind.title}
      state={open ? t('portalPages:productOpen') : t('portalPages:productNotOpened')}
    >
      {open ? (
        <CardLink href={kind.href}>{t('portalPages:showDetails')}</CardLink>
      ) : (
        <CardLink href={kind.offerHref}>{t('portalPages:discoverOffers')}</CardLink>
      )}
    </ProductCard>
  );
}

export function Deposits({ access }: { readonly access: ProductAccess }) {
  const locale = useLocale();
  const flags = usePortal().config.flags;
  return (
    <ul className={styles.grid}>
      {depositKinds(locale, flags).map((kind) => (
        <DepositCard key={kind.title} kind={kind} access={access} />
      ))}
    </ul>
  );
}

/** The deposit cards while the account flags load: titles, and bars for the state and the link. */
export function DepositsSkeleton() {
  const locale = useLocale();
  const flags = usePortal().config.flags;
  return (
    <ul className={styles.grid}>
      {depositKinds(locale, flags).map((kind) => (
        <ProductCardSkeleton key={kind.title} title={kind.title} />
      ))}
    </ul>
  );
}
