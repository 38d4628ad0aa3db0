/**
 * Errors of the i18n folder, keyed by a stable `code` (design §5). A formatter that is handed
 * NaN or an invalid date throws instead of printing "NaN €" on a bank statement; a text asked for
 * in a language nobody loaded throws instead of showing keys.
 */
import { PortalError } from '../errors';

export type I18nErrorCode =
  | 'I18N_INVALID_NUMBER'
  | 'I18N_INVALID_DATE'
  | 'I18N_INVALID_CURRENCY'
  | 'I18N_TEXTS_NOT_LOADED';

export class I18nError extends PortalError<I18nErrorCode> {
  constructor(code: I18nErrorCode, message: string) {
    super(code, message);
    this.name = 'I18nError';
  }
}
