/**
 * §2.1 the page an open-banking login continues to (`/{locale}/open-banking/{payout|piis|ais}/`,
 * the access token carried in the fragment, decision 003). The third-party provider's flow takes
 * over from here; the page confirms the login and never shows the token.
 */
import { useTranslator } from '../../app/PortalContext';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';

export function OpenBankingDonePage() {
  const { t } = useTranslator();
  return (
    <PageFrame title={t('portal:openBankingDoneTitle')} intro={t('portal:openBankingDoneText')} narrow>
      <PageHead title={t('portal:openBankingDoneTitle')} />
    </PageFrame>
  );
}
