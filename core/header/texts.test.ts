import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n';
import { SUPPORTED_LOCALES } from '../locale';

describe('header texts (§8 not-available messages; every locale)', () => {
  it('§8 the maintenance and fetch-error messages differ', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const { t } = createTranslator(locale);
      expect(t('header:maintenanceTitle'), locale).not.toBe(t('header:fetchErrorTitle'));
      expect(t('header:maintenanceTooltip'), locale).not.toBe(t('header:fetchErrorTooltip'));
    }
  });
});
