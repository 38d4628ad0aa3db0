/**
 * §4 country banner: asks the visitor to confirm the country of the site they are on, with a
 * confirm button labelled with the "all good" text, or to choose another one. Whether it shows and
 * what each answer means is core's (countryBannerDecision, dismissCountryBanner, chooseCountry);
 * the app stores the preferred locale and changes the URL.
 */
import { useId, useState } from 'react';
import type { Locale } from '../../../core/locale';
import {
  type CountryBannerOutcome,
  type CountryPickerModel,
  type CountryPickerOption,
  countryBannerDecision,
  countryBannerTexts,
  dismissCountryBanner,
} from '../../../core/markets';
import { CountryPicker } from '../country-picker/CountryPicker';
import styles from './CountryBanner.module.css';

export interface CountryBannerProps {
  /** The page's locale: the banner asks about its market, in its language. */
  readonly locale: Locale;
  /** The current URL (root-relative or absolute), read for the country-confirm parameter. */
  readonly url: string;
  /** What storage holds under PREFERRED_LOCALE_STORAGE_KEY (null when nothing). */
  readonly storedPreferredLocale: string | null | undefined;
  /** The picker behind "Choose another country". */
  readonly picker: CountryPickerModel;
  /** "All good": store `outcome.store.preferredLocale`, replace the URL with `outcome.replaceUrl`. */
  readonly onDismiss: (outcome: CountryBannerOutcome) => void;
  /** Another country: store `outcome.store.preferredLocale`, go to `outcome.navigateTo`. */
  readonly onChoose: (outcome: CountryBannerOutcome, option: CountryPickerOption) => void;
  /** Modal picker (true) or dropdown (false); by default by screen size. */
  readonly modalPicker?: boolean | undefined;
}

export function CountryBanner({
  locale,
  url,
  storedPreferredLocale,
  picker,
  onDismiss,
  onChoose,
  modalPicker,
}: CountryBannerProps) {
  const [answered, setAnswered] = useState(false);
  const headingId = useId();
  const decision = countryBannerDecision({ url, currentLocale: locale, storedPreferredLocale });
  if (answered || !decision.show) return null;
  const texts = countryBannerTexts(locale);
  return (
    <section className={styles.banner} aria-labelledby={headingId} data-reason={decision.reason}>
      <div className={styles.content}>
        <h2 id={headingId} className={styles.heading}>
          {texts.heading}
        </h2>
        <p className={styles.message}>{texts.message}</p>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.confirm}
          onClick={() => {
            setAnswered(true);
            onDismiss(dismissCountryBanner({ url, currentLocale: locale }));
          }}
        >
          {texts.confirm}
        </button>
        <CountryPicker
          model={picker}
          modal={modalPicker}
          triggerText={texts.chooseAnother}
          align="end"
          onChoose={(outcome, option) => {
            setAnswered(true);
            onChoose(outcome, option);
          }}
        />
      </div>
    </section>
  );
}
