/**
 * The `common` namespace: shell labels and account labels, kept in two files by concern and
 * served as one namespace. texts.test.ts checks that the two never define the same key.
 */
import type { TextLocale } from '../../locale';
import type { Translated } from '../text-table';
import { type AccountTemplates, accountTexts } from './common-account';
import { type ShellTemplates, shellTexts } from './common-shell';

export type CommonTemplates = ShellTemplates & AccountTemplates;
export type CommonTexts = Translated<CommonTemplates>;

export const commonTexts: Record<TextLocale, CommonTexts> = {
  de: { ...shellTexts.de, ...accountTexts.de },
  'de-CH': { ...shellTexts['de-CH'], ...accountTexts['de-CH'] },
  en: { ...shellTexts.en, ...accountTexts.en },
  es: { ...shellTexts.es, ...accountTexts.es },
  fr: { ...shellTexts.fr, ...accountTexts.fr },
  nl: { ...shellTexts.nl, ...accountTexts.nl },
  pl: { ...shellTexts.pl, ...accountTexts.pl },
  fi: { ...shellTexts.fi, ...accountTexts.fi },
  it: { ...shellTexts.it, ...accountTexts.it },
};
