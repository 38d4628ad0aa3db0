import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n';
import { ANNUAL_INCOME_CODES, incomeBandLabel, originOfFundsLabel } from '.';

const plain = (text: string) => text.replaceAll('\u00a0', ' ').replaceAll('\u202f', ' ');

describe('financial-information choices in words (§2.2, docs/decisions/110)', () => {
  it('names each income band in the locale and the currency, whole amounts only', () => {
    const english = createTranslator('en-GB');
    expect(ANNUAL_INCOME_CODES.map((code) => incomeBandLabel(code, english, 'GBP'))).toEqual([
      'Under £25,000',
      '£25,000 to £50,000',
      '£50,000 to £100,000',
      '£100,000 to £250,000',
      'Over £250,000',
    ]);
    expect(plain(incomeBandLabel('INCOME_50K_100K', createTranslator('de-DE'), 'EUR'))).toBe(
      '50.000 € bis 100.000 €',
    );
  });

  it('names each origin of funds in the language, Swiss German too', () => {
    expect(originOfFundsLabel('INHERITANCE', createTranslator('de-CH'))).toBe('Erbschaft oder Schenkung');
    expect(originOfFundsLabel('SALARY', createTranslator('fr-FR'))).toBe('Salaire');
  });
});
