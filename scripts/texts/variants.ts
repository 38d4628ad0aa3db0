/**
 * The rule of the variants (de-CH, de-AT, en-GB): a variant's file holds only the texts that differ
 * from its language's; the rest it reads through the fallback chain.
 */
import { VARIANTS } from '../../core/i18n/language';
import type { Table, Texts } from './files';

/**
 * Only the texts of a variant's table that differ from its language's.
 * @example differencesOf({ close: 'Schliessen', menu: 'Menü' }, { close: 'Schließen', menu: 'Menü' })
 *   // { close: 'Schliessen' }
 */
export function differencesOf(table: Table, language: Table): Record<string, string> {
  return Object.fromEntries(Object.entries(table).filter(([key, text]) => language[key] !== text));
}

/** Texts whose variant tables hold only their differences (an emptied table stays, to remove its file). */
export function withVariantsReduced(texts: Texts): Texts {
  const reduced: Record<string, unknown> = { ...texts };
  for (const [variant, language] of Object.entries(VARIANTS)) {
    const tables = texts[variant as keyof Texts];
    if (!tables) continue;
    reduced[variant] = Object.fromEntries(
      Object.entries(tables).map(([namespace, table]) => [
        namespace,
        differencesOf(table as Table, texts[language]?.[namespace as keyof typeof tables] ?? {}),
      ]),
    );
  }
  return reduced as Texts;
}
