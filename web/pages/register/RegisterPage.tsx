/**
 * §2.1 registration entry, with co-branded flows: `?regflow=` names one of the five configured
 * flows (§9), whose locale the page uses (core/routes `regflowLocale`) and whose partner logo stands
 * beside the product logo (CMS distributor logo, §3). The API has no registration call (§7), so the
 * entry says what is needed and how to open an account, with no form that could not be sent.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../../core/locale';
import type { DistributorLogo } from '../../../core/products';
import { AUTH_LOCALES, loginPath, regflowLocale, registerPath, usAuthUrl } from '../../../core/routes';
import { usePreferences } from '../../app/hooks';
import { useLocale, usePortal, useTranslator } from '../../app/PortalContext';
import { useThemeDecision } from '../../app/theme';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import { Link, Navigate, useSearchParams } from '../../routing/router';
import styles from './Register.module.css';

function usePartnerLogo(distributorId: string | undefined, locale: Locale): DistributorLogo | undefined {
  const portal = usePortal();
  const [logo, setLogo] = useState<DistributorLogo | undefined>(undefined);
  useEffect(() => {
    if (!distributorId) return setLogo(undefined);
    let current = true;
    portal.content
      .load()
      .then((content) => content.distributorLogo(distributorId, locale))
      .then(
        (answer) => current && setLogo(answer),
        () => current && setLogo(undefined), // without the partner's logo the page is still the bank's
      );
    return () => {
      current = false;
    };
  }, [portal, distributorId, locale]);
  return logo;
}

export function RegisterPage() {
  const portal = usePortal();
  const locale = useLocale();
  const { t } = useTranslator();
  const preferences = usePreferences();
  const [query] = useSearchParams();
  const flow = query.get('regflow');
  const flowLocale = regflowLocale(flow, portal.config.regflowLocales);
  const distributorId = flow ? portal.config.regflowDistributors.get(flow.toLowerCase()) : undefined;
  // Only once the page runs in the flow's locale: the partner text is in that language.
  const partner = usePartnerLogo(flowLocale === locale ? distributorId : undefined, locale);
  const { config } = portal;
  const theme = useThemeDecision(locale, preferences.theme);

  // §9: a co-branded flow runs in its own locale.
  if (flow && flowLocale && flowLocale !== locale)
    return <Navigate replace to={registerPath(flowLocale, { regflow: flow })} />;

  const title = t('nav:register');
  return (
    <PageFrame
      title={title}
      intro={t('portal:registerIntro')}
      narrow
      before={
        partner ? (
          <div className={styles.cobrand}>
            <img
              className={styles.logo}
              src={config.header.logoUrls[theme.theme]}
              alt={config.header.brandName}
            />
            <span className={styles.separator} aria-hidden="true" />
            <img className={styles.logo} src={partner.distributor_logo.url} alt={t('portal:partnerLogo')} />
            {partner.collaboration_text ? (
              <p className={styles.collaboration}>{partner.collaboration_text}</p>
            ) : null}
          </div>
        ) : null
      }
    >
      <PageHead
        title={title}
        seoPage="register"
        alternate={(other) =>
          AUTH_LOCALES.includes(other)
            ? registerPath(other)
            : other === 'en-US'
              ? usAuthUrl(config.header.usAppHost, 'register')
              : undefined
        }
        defaultLocale="de-DE"
      />
      <h2>{t('portal:registerNeedsTitle')}</h2>
      <ul className={styles.list}>
        <li>{t('portal:registerNeedId')}</li>
        <li>{t('portal:registerNeedIban')}</li>
        <li>{t('portal:registerNeedTaxId')}</li>
      </ul>
      <p className={styles.notice}>{t('portal:registerUnavailable')}</p>
      <p>
        {t('portal:alreadyCustomer')} <Link to={loginPath(locale)}>{t('nav:login')}</Link>
      </p>
    </PageFrame>
  );
}
