export { formatDuration } from './duration';
export type { I18nErrorCode } from './errors';
export { I18nError } from './errors';
export { formatBytes, formatDate, formatMoney, intlLocaleOf } from './format';
export type { TextKey } from './keys';
export type {
  AccountIdKind,
  CaptchaTextState,
  CaptchaTexts,
  FooterTexts,
  HeaderTexts,
  MarketCountry,
  MarketTexts,
  NavBarTexts,
  NavMenuTexts,
  NavTexts,
} from './label-types';
export type { LanguageTexts, PageNamespace, TranslationTables } from './language';
export { NAMESPACES } from './language';
export type { TextLoaders, TextPart } from './load-texts';
export { createTextLoader, loadTexts, TEXT_LOADERS } from './load-texts';
export { createTextRegistry, hasPageTexts, languageTexts, loadedTexts } from './loaded-texts';
export type { PluralText, TextValue } from './text-table';
export { isPluralText } from './text-table';
export type { Translator } from './translator';
export { createTranslator, fallbackChainOf, translatorOver } from './translator';
