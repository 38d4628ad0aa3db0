/**
 * The two ends of the pension logout flow (§2.1 "two logout return paths", decision 100):
 * `/{locale}/pension/logout/` after the customer logged out, `/{locale}/pension/session-ended/` after
 * the session ended on its own. A public page that says which, and leads back to the login with the
 * pension product as the destination.
 */

import { loginPath } from '../../../core/routes';
import { useLocale, useTranslator } from '../../app/PortalContext';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import styles from '../../components/section/Sections.module.css';
import { Link, useParams } from '../../routing/router';

export function PensionLoggedOutPage() {
  const locale = useLocale();
  const { t } = useTranslator();
  const { outcome } = useParams();
  const intro = outcome === 'session-ended' ? t('session:loggedOutInactivity') : t('session:loggedOutManual');
  return (
    <PageFrame title={t('session:loggedOutTitle')} intro={intro} narrow>
      <PageHead title={t('session:loggedOutTitle')} />
      <p>
        <Link className={styles.link} to={loginPath(locale, { product: 'pension' })}>
          {t('session:logInAgain')}
        </Link>
      </p>
    </PageFrame>
  );
}
