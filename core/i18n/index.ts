export type { DurationStyle } from './duration';
export { formatDuration } from './duration';
export type { I18nErrorCode } from './errors';
export { I18nError } from './errors';
export type { DateFormatOptions } from './format';
export { formatBytes, formatDate, formatMoney, intlLocaleOf } from './format';
export type { TextArgs, TextKey, TextValues, Translate } from './keys';
export type {
  AccountIdKind,
  CaptchaTextState,
  CaptchaTexts,
  FooterTexts,
  HeaderTexts,
  MarketTexts,
  NavTexts,
} from './label-types';
export type { CommonTemplates, CommonTexts, LanguageTexts, Namespace, TranslationTables } from './language';
export { NAMESPACES } from './language';
export type { TextLoaders } from './load-texts';
export { createTextLoader, loadTexts, TEXT_LOADERS } from './load-texts';
export type { TextRegistry } from './loaded-texts';
export {
  createTextRegistry,
  languageTexts,
  loadedTexts,
  registerTexts,
  TEXT_REGISTRY,
} from './loaded-texts';
export type { PluralCategory, PluralText, TextTable, TextValue, Translated } from './text-table';
export { isPluralText, PLURAL_CATEGORIES } from './text-table';
export type { ErrorTemplates, ErrorTexts } from './texts/en/errors';
export type { LoginTemplates, LoginTexts } from './texts/en/login';
export type { PortalTemplates, PortalTexts } from './texts/en/portal';
export type { SessionTemplates, SessionTexts } from './texts/en/session';
export type { Translator } from './translator';
export { createTranslator, fallbackChainOf, translatorOver } from './translator';
