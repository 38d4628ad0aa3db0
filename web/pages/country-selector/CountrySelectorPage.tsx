import { chooseCountry, countryPickerModel } from '../../../core/markets';
import { usePreferences } from '../../app/hooks';
import { useLocale, usePortal, useTranslator } from '../../app/PortalContext';
import { useThemeDecision } from '../../app/theme';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import styles from './CountrySelector.module.css';

export function CountrySelectorPage() {
  const portal = usePortal();
  const locale = useLocale();
  const { t } = useTranslator();
  const preferences = usePreferences();
  const { config } = portal;
  const theme = useThemeDecision(locale, preferences.theme);
  const model = countryPickerModel({
    version: theme.theme,
    viewerLocale: locale,
    currentLocale: locale,
    domains: config.marketDomains,
    flags: config.flags,
  });
  return (
    <PageFrame title={t('portalPages:countrySelectorTitle')} intro={t('portalPages:countrySelectorIntro')}>
      <PageHead title={t('portalPages:countrySelectorTitle')} seoPage="select-country" />
      <ul className={styles.list}>
        {model.options.map((option) => (
          <li key={option.key}>
            <a
              className={styles.option}
              href={option.link}
              hrefLang={option.hreflang}
              aria-current={option.current ? 'true' : undefined}
              onClick={() =>
                portal.preferences.setPreferredLocale(chooseCountry(option).store.preferredLocale)
              }
            >
              <img className={styles.flag} src={option.flag} alt="" width={32} height={24} />
              <span>{option.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
