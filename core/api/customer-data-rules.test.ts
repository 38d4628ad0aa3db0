import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countryHintOf,
  embedsDataValidity,
  hintIsGerman,
  loadsPensionProducts,
  needsDataValidityReload,
} from './customer-data-rules';

const customer = (countryCode: string) => ({ id: '1', status: 'Active', address: { countryCode } });

describe('UK versus German customers (§6, §7)', () => {
  it('prefers the recorded country, else assumes GB on the GBR auth host', () => {
    expect(countryHintOf('GBR', null)).toBe('GB');
    expect(countryHintOf('DEU', null)).toBeUndefined();
    expect(countryHintOf('GBR', ' de ')).toBe('DE');
  });

  it('embeds data validity unless the hint says UK', () => {
    for (const uk of ['GB', 'gbr', 'UK']) expect(embedsDataValidity(uk)).toBe(false);
    fc.assert(
      fc.property(fc.string(), (hint) => {
        fc.pre(!['GB', 'GBR', 'UK'].includes(hint.trim().toUpperCase()));
        return embedsDataValidity(hint);
      }),
    );
  });

  it('reloads with data validity only for a non-UK customer loaded without it', () => {
    expect(needsDataValidityReload(customer('DE'), false)).toBe(true);
    expect(needsDataValidityReload(customer('GB'), false)).toBe(false);
    expect(needsDataValidityReload(customer('DE'), true)).toBe(false);
  });

  it('loads pension products for German customers only', () => {
    expect(loadsPensionProducts(customer('DE'))).toBe(true);
    expect(loadsPensionProducts(customer('AT'))).toBe(false);
    expect(loadsPensionProducts(customer('GB'))).toBe(false);
    expect(hintIsGerman('deu')).toBe(true);
    expect(hintIsGerman(undefined)).toBe(false);
  });
});
