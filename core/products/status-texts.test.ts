import { describe, expect, it } from 'vitest';
import { CUSTOMER_CHANGE_TEXTS } from '../customer';
import { TEXT_LOCALES, type TextLocale } from '../locale';
import { fillText, PRODUCT_STATUS_TEXTS, productStatusTexts } from '.';

/** Every text of a nested table as `path = text`. */
function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object).flatMap(([key, inner]) =>
    leaves(inner, path ? `${path}.${key}` : key),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe.each([
  ['product status texts', PRODUCT_STATUS_TEXTS],
  ['customer change texts', CUSTOMER_CHANGE_TEXTS],
] as const)('%s: every text language is complete (texts-note, docs/decisions/113)', (_, tables) => {
  const english = new Map(leaves(tables.en));
  it.each(TEXT_LOCALES)('%s has exactly the English keys, none empty, the same placeholders', (locale) => {
    const own = leaves(tables[locale as TextLocale]);
    expect(own.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
    expect(own.filter(([, text]) => text.trim() === '')).toEqual([]);
    for (const [key, text] of own)
      expect([key, placeholders(text)]).toEqual([key, placeholders(english.get(key)!)]);
  });

  it('Swiss German has no ß', () => {
    expect(leaves(tables['de-CH']).filter(([, text]) => text.includes('ß'))).toEqual([]);
  });

  it.each(TEXT_LOCALES.filter((locale) => locale !== 'en'))('%s is translated, not English', (locale) => {
    const loanwords = new Set(['IBAN', 'Status', 'Information', 'Rebalancing']);
    const copied = leaves(tables[locale as TextLocale]).filter(
      ([key, text]) => english.get(key) === text && !loanwords.has(text),
    );
    expect(copied).toEqual([]);
  });
});

describe('lookup and placeholders', () => {
  it('reads a full locale through its text locale', () => {
    expect(productStatusTexts('de-AT').orderState.EXECUTED).toBe('Ausgeführt');
    expect(productStatusTexts('de-CH').labels.renameDone).toContain('heisst');
  });
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(fillText('{{amount}} a month, {{other}}', { amount: '€5' })).toBe('€5 a month, {{other}}');
  });
});
