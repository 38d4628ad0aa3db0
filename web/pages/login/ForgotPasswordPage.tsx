/**
 * The forgot-password link's destination (§2.1). The API has no password-reset call, so the page
 * says honestly how to get a new password instead of pretending to send a link.
 */

import { loginPath } from '../../../core/routes';
import { useLocale, useTranslator } from '../../app/PortalContext';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import { Link } from '../../routing/router';

export function ForgotPasswordPage() {
  const locale = useLocale();
  const { t } = useTranslator();
  return (
    <PageFrame title={t('login:forgotPassword')} intro={t('portalPages:passwordResetUnavailable')} narrow>
      <PageHead title={t('login:forgotPassword')} seoPage="forgot-password" />
      <p>
        <Link to={loginPath(locale)}>{t('login:otpBack')}</Link>
      </p>
    </PageFrame>
  );
}
