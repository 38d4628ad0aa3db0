/**
 * §2.4 offers (`/{locale}/products/`, `/overnight/`, `/notice/`): the savings products of the
 * market with their descriptions from the navigation labels (core/navigation), leading to account
 * opening. Rates and partner banks come from the public marketing site, which is not part of the
 * portal.
 */

import { dashboardPath, offerPaths, registerPath } from '../../../core/routes';
import { useSignedIn } from '../../app/hooks';
import { useLocale, useTranslator } from '../../app/PortalContext';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import styles from '../../components/section/Sections.module.css';
import { Link } from '../../routing/router';

export function OffersPage() {
  const locale = useLocale();
  const { t } = useTranslator();
  const signedIn = useSignedIn();
  const paths = offerPaths(locale);
  const offers = [
    {
      href: paths.fixed,
      title: t('navMenus:fixedTermOffer'),
      description: t('navMenus:fixedTermOfferDescription'),
    },
    {
      href: paths.overnight,
      title: t('navMenus:overnightOffer'),
      description: t('navMenus:overnightOfferDescription'),
    },
    ...(paths.notice
      ? [
          {
            href: paths.notice,
            title: t('navMenus:noticeOffer'),
            description: t('navMenus:noticeOfferDescription'),
          },
        ]
      : []),
  ];
  return (
    <PageFrame title={t('portalPages:offersTitle')} intro={t('portalPages:offersIntro')}>
      <PageHead
        title={t('portalPages:offersTitle')}
        seoPage="products"
        alternate={(other) => offerPaths(other).fixed}
      />
      <ul className={styles.grid}>
        {offers.map((offer) => (
          <li key={offer.href} className={styles.card} id={offer.href.split('/').filter(Boolean).pop()}>
            <h2 className={styles.cardTitle}>{offer.title}</h2>
            <p className={styles.muted}>{offer.description}</p>
            <Link className={styles.link} to={signedIn ? dashboardPath(locale) : registerPath(locale)}>
              {signedIn ? t('navMenus:overview') : t('portalPages:openAccountCta')}
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
