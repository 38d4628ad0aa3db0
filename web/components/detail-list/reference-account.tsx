/** The reference account (§3 `_embedded.referenceAccounts[0]`) as label/value rows, IBAN spaced when valid. */
import { formatIbanForDisplay, type ReferenceAccount } from '../../../core/customer';
import type { Translator } from '../../../core/i18n';
import type { DetailRow } from './DetailList';

export function referenceAccountRows(account: ReferenceAccount, t: Translator['t']): DetailRow[] {
  return [
    [t('common:iban'), account.iban ? formatIbanForDisplay(account.iban) : undefined],
    [t('portalPages:bic'), account.bic],
    [t('portalPages:accountHolder'), account.accountHolder],
  ];
}

/** A country code as its name in the page's language ("DE" → "Deutschland"). */
export function countryName(code: string | null | undefined, locale: string): string | undefined {
  if (!code) return undefined;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
