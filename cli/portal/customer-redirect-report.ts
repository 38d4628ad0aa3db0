/**
 * What `portal-cli redirect` shows about the session customer's customer redirect (§2.2, §4): which
 * one core's rules require, the page it goes to, what the customer has recorded, and the choices
 * of the financial-information form in the portal's words. The rules are core/redirects'; the
 * words core/i18n's (`customerChanges`, `portal`).
 */
import {
  ANNUAL_INCOME_CODES,
  type AnnualIncomeCode,
  type Customer,
  customerCountry,
  incomeBandLabel,
  mainCustomerView,
  ORIGINS_OF_FUNDS,
  type OriginOfFunds,
  originOfFundsLabel,
  type TransactionAccount,
} from '../../core/customer';
import type { Translator } from '../../core/i18n';
import { type CustomerRedirectReason, customerRedirect, customerRedirectViewOf } from '../../core/redirects';
import { dashboardPath } from '../../core/routes';

export interface RedirectDue {
  readonly reason: CustomerRedirectReason;
  /** The page the portal sends the customer to, e.g. `/de-de/cdvc/`. */
  readonly path: string;
  /** The page's title in the portal's words. */
  readonly title: string;
}

export interface RedirectReport {
  /** The redirect core's rules require after a login, or null when the customer may go anywhere. */
  readonly due: RedirectDue | null;
  /** What the customer has recorded for each redirect's question. */
  readonly recorded: {
    readonly referenceAccountIban: string | null;
    readonly originOfFunds: string | null;
    readonly annualIncome: string | null;
    readonly dataValidity: string | null;
  };
}

export interface FinancialChoices {
  readonly currency: string;
  readonly origins: ReadonlyArray<{ readonly code: OriginOfFunds; readonly label: string }>;
  readonly incomes: ReadonlyArray<{ readonly code: AnnualIncomeCode; readonly label: string }>;
}

function titleOf(reason: CustomerRedirectReason, { t }: Translator): string {
  if (reason === 'referenceAccount') return t('portalPages:referenceAccountTitle');
  if (reason === 'financialInformation') return t('portalPages:financialInformationTitle');
  return t('portalPages:dataValidityTitle');
}

/**
 * @example redirectReport(expiredCustomer, createTranslator('de-DE')).due // { reason: 'dataValidity', path: '/de-de/cdvc/', … }
 */
export function redirectReport(customer: Customer, translator: Translator): RedirectReport {
  // Asked from the dashboard: the page every login lands on when nothing else is due.
  const redirect = customerRedirect(customerRedirectViewOf(customer), {
    locale: translator.locale,
    pathname: dashboardPath(translator.locale),
  });
  const funds = customer.additionalFinancialInformation?.sourceOfFunds;
  return {
    due: redirect
      ? { reason: redirect.reason, path: redirect.path, title: titleOf(redirect.reason, translator) }
      : null,
    recorded: {
      referenceAccountIban: mainCustomerView(customer).referenceAccount?.iban || null,
      originOfFunds: funds?.originOfFunds || null,
      annualIncome: funds?.annualIncome?.code || null,
      dataValidity: customer._embedded?.dataValidity?.status || null,
    },
  };
}

/**
 * The income bands are in the customer's currency: the preferred account's, else pounds for a UK
 * customer and euros otherwise, as the web's financial-information page says them.
 * @example financialChoices(ukCustomer, undefined, createTranslator('en-GB')).incomes[0]?.label // 'Under £25,000'
 */
export function financialChoices(
  customer: Customer,
  account: TransactionAccount | undefined,
  translator: Translator,
): FinancialChoices {
  const currency = account?.currencyCode || (customerCountry(customer) === 'GB' ? 'GBP' : 'EUR');
  return {
    currency,
    origins: ORIGINS_OF_FUNDS.map((code) => ({ code, label: originOfFundsLabel(code, translator) })),
    incomes: ANNUAL_INCOME_CODES.map((code) => ({
      code,
      label: incomeBandLabel(code, translator, currency),
    })),
  };
}
