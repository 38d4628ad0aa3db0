import { de } from './de';
import type { NavTexts } from './nav-texts';

/**
 * Swiss German: the German texts in Swiss spelling (no ß, common brief) and with the Swiss words
 * where they differ. Functions are wrapped so durations and amounts are converted too.
 */
function swissSpelling(text: string): string {
  return text.replaceAll('ß', 'ss');
}

function toSwiss(texts: NavTexts): NavTexts {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(texts)) {
    out[key] =
      typeof value === 'function'
        ? (...args: never[]) => swissSpelling((value as (...a: never[]) => string)(...args))
        : swissSpelling(value as string);
  }
  return out as unknown as NavTexts;
}

export const deCH: NavTexts = {
  ...toSwiss(de),
  withdraw: 'Auszahlung',
  transactions: 'Kontobewegungen',
  paymentMethods: 'Zahlungsmittel',
  notifications: 'Mitteilungen',
};
