/**
 * A public page behind a menu, footer or site-header link (§2.4, §2.6): the shell, the heading the
 * visitor clicked, what the page is about (a lead per group of content), an honest note that the
 * full editorial content is not part of the customer portal, and where to go on from here.
 * Which page this is comes from core/routes `publicPageAt` (docs/decisions/107-public-pages.md).
 */
import { useId } from 'react';
import type { Translate } from '../../../core/i18n';
import type { Locale } from '../../../core/locale';
import {
  BANKING_AS_A_SERVICE_PAGES,
  CORPORATE_PAGES,
  CORPORATE_PATHS,
  dashboardPath,
  loginUrlFor,
  offerPaths,
  type PublicPage as PublicPageData,
  publicPageAt,
  publicPagePaths,
  retailPublicPages,
} from '../../../core/routes';
import { useSignedIn } from '../../app/hooks';
import { useLocale, usePortal, useTranslator } from '../../app/PortalContext';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import styles from '../../components/section/Sections.module.css';
import { Link, useLocation } from '../../routing/router';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { publicPageTitle } from './page-titles';

interface OnwardLink {
  readonly href: string;
  readonly title: string;
}

function onwardLinks(
  page: PublicPageData,
  context: {
    locale: Locale;
    t: Translate;
    signedIn: boolean;
    usAppHost: string;
    title: (page: PublicPageData) => string;
  },
): OnwardLink[] {
  const { locale, t, signedIn } = context;
  if (page.site !== 'retail') {
    const site = page.site === 'corporate' ? CORPORATE_PAGES : BANKING_AS_A_SERVICE_PAGES;
    const others = site
      .filter((other) => other.id !== page.id)
      .map((other) => ({ href: other.path, title: context.title(other) }));
    return page.site === 'corporate'
      ? [...others, { href: CORPORATE_PATHS.myAccount, title: t('navMenus:myAccount') }]
      : others;
  }
  const contact = publicPagePaths(locale).contact;
  return [
    { href: offerPaths(locale).fixed, title: t('navMenus:offers') },
    ...(page.id === 'contact' ? [] : [{ href: contact, title: t('navMenus:contact') }]),
    signedIn
      ? { href: dashboardPath(locale), title: t('navMenus:overview') }
      : { href: loginUrlFor(locale, context.usAppHost), title: t('nav:login') },
  ];
}

export function PublicPage() {
  const portal = usePortal();
  const location = useLocation();
  const locale = useLocale();
  const { t } = useTranslator();
  const onwardId = useId();
  const signedIn = useSignedIn();
  const page = publicPageAt(location.pathname);
  if (!page) return <NotFoundPage />;
  const title = (one: PublicPageData) => publicPageTitle(one.id, t);
  const links = onwardLinks(page, {
    locale,
    t,
    signedIn,
    usAppHost: portal.config.header.usAppHost,
    title,
  });
  return (
    <PageFrame title={title(page)} intro={t(`publicPages:${page.group}Lead`)}>
      <PageHead
        title={title(page)}
        alternate={
          page.site === 'retail'
            ? (other) => retailPublicPages(other).find((candidate) => candidate.id === page.id)?.path
            : undefined
        }
      />
      <p className={styles.muted}>{t('publicPages:editorialNote')}</p>
      <nav aria-labelledby={onwardId}>
        <h2 id={onwardId} className={styles.cardTitle}>
          {t('publicPages:continueHeading')}
        </h2>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              {link.href.startsWith('/') ? (
                <Link className={styles.link} to={link.href}>
                  {link.title}
                </Link>
              ) : (
                <a className={styles.link} href={link.href}>
                  {link.title}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </PageFrame>
  );
}
