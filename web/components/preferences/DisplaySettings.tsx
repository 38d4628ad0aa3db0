/**
 * Locale and theme choice (§1). The language list links to the same page in every supported locale
 * (links, not a select that navigates on change: WCAG 3.2.2), each in its own language with `lang`
 * and `hreflang`. The theme choice offers v1 and v2 unless core/config's `resolveTheme` forces v2
 * (§9: some locales, non-production environments, the force flag); then it says so instead.
 */
import { useId } from 'react';
import type { ThemeDecision } from '../../../core/config';
import { THEMES } from '../../../core/config';
import { LOCALE_NAMES, type Locale, SUPPORTED_LOCALES, toPrefix } from '../../../core/locale';
import { usePortal, useTranslator } from '../../app/PortalContext';
import { useLocation } from '../../routing/router';
import { useHydrated } from '../page/use-hydrated';
import styles from './DisplaySettings.module.css';

/** The current path with its locale prefix replaced. */
export function pathInLocale(pathname: string, locale: Locale): string {
  return pathname.replace(/^\/[^/]+/, `/${toPrefix(locale)}`);
}

export interface DisplaySettingsProps {
  readonly locale: Locale;
  readonly theme: ThemeDecision;
}

export function DisplaySettings({ locale, theme }: DisplaySettingsProps) {
  const portal = usePortal();
  const { t } = useTranslator();
  const location = useLocation();
  // A prerendered page's file is served for its path whatever the query: its links were drawn
  // without one, so hydration draws them so too, and the query follows right after (decision 162).
  const search = useHydrated() ? location.search : '';
  const headingId = useId();
  const themeName = useId();
  return (
    <section className={styles.settings} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('portal:displaySettings')}
      </h2>
      <nav aria-label={t('portal:languageLabel')} className={styles.group}>
        <ul className={styles.languages}>
          {SUPPORTED_LOCALES.map((option) => (
            <li key={option}>
              <a
                href={`${pathInLocale(location.pathname, option)}${search}`}
                lang={option}
                hrefLang={option}
                aria-current={option === locale ? 'true' : undefined}
                onClick={() => portal.preferences.setPreferredLocale(toPrefix(option))}
              >
                {LOCALE_NAMES[option]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {theme.forcedBy ? (
        <p className={styles.note}>{t('portal:themeForced')}</p>
      ) : (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('portal:themeLabel')}</legend>
          <div className={styles.choices}>
            {THEMES.map((option) => (
              <label key={option} className={styles.choice}>
                <input
                  type="radio"
                  name={themeName}
                  value={option}
                  checked={theme.theme === option}
                  onChange={() => portal.preferences.setTheme(option)}
                />
                {option === 'v1' ? t('portal:themeV1') : t('portal:themeV2')}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </section>
  );
}
