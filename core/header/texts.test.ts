import { describe, expect, it } from 'vitest';
import { TEXT_LOCALES } from '../locale';
import { HEADER_TEXTS, type HeaderTexts } from '.';

function strings(t: HeaderTexts): string[] {
  return Object.values(t).flatMap((v) =>
    typeof v === 'string' ? [v] : Object.values(v as Record<string, string>),
  );
}

describe('header texts (§4 balances, §8 not-available messages; every text locale)', () => {
  it('every text is present and non-empty', () => {
    for (const locale of TEXT_LOCALES)
      for (const text of strings(HEADER_TEXTS[locale])) expect(text.trim()).not.toBe('');
  });

  it('§8 the maintenance and fetch-error messages differ', () => {
    for (const locale of TEXT_LOCALES) {
      expect(HEADER_TEXTS[locale].maintenanceTitle).not.toBe(HEADER_TEXTS[locale].fetchErrorTitle);
      expect(HEADER_TEXTS[locale].maintenanceTooltip).not.toBe(HEADER_TEXTS[locale].fetchErrorTooltip);
    }
  });

  it('Swiss German has no ß', () => {
    expect(HEADER_TEXTS.de.closeMenu).toContain('ß');
    for (const text of strings(HEADER_TEXTS['de-CH'])) expect(text).not.toContain('ß');
  });
});
