/** A page that does not exist: said plainly, with the way back to the start (the login or overview). */

import { localeBasePath } from '../../../core/routes';
import { useLocale, useTranslator } from '../../app/PortalContext';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import { Link } from '../../routing/router';

export function NotFoundPage() {
  const locale = useLocale();
  const { t } = useTranslator();
  return (
    <PageFrame title={t('portal:notFoundTitle')} intro={t('portal:notFoundText')}>
      <PageHead title={t('portal:notFoundTitle')} />
      <p>
        <Link to={`${localeBasePath(locale)}/`}>{t('portal:toStart')}</Link>
      </p>
    </PageFrame>
  );
}
