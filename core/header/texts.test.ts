import { describe, expect, it } from 'vitest';
import { ALL_TEXTS } from '../i18n/all-texts';
import { TEXT_LOCALES } from '../locale';
import type { HeaderTexts } from '.';

function strings(t: HeaderTexts): string[] {
  return Object.values(t).flatMap((v) =>
    typeof v === 'string' ? [v] : Object.values(v as Record<string, string>),
  );
}

describe('header texts (§4 balances, §8 not-available messages; every text locale)', () => {
  it('every text is present and non-empty', () => {
    for (const locale of TEXT_LOCALES)
      for (const text of strings(ALL_TEXTS[locale].header)) expect(text.trim()).not.toBe('');
  });

  it('§8 the maintenance and fetch-error messages differ', () => {
    for (const locale of TEXT_LOCALES) {
      expect(ALL_TEXTS[locale].header.maintenanceTitle).not.toBe(ALL_TEXTS[locale].header.fetchErrorTitle);
      expect(ALL_TEXTS[locale].header.maintenanceTooltip).not.toBe(
        ALL_TEXTS[locale].header.fetchErrorTooltip,
      );
    }
  });

  it('Swiss German has no ß', () => {
    expect(ALL_TEXTS.de.header.closeMenu).toContain('ß');
    for (const text of strings(ALL_TEXTS['de-CH'].header)) expect(text).not.toContain('ß');
  });
});
