/**
 * What a customer sends to complete a customer redirect (§2.2, §4): the data-validity confirmation,
 * a reference account, and the source of funds. Shared by the web forms, portal-cli and the sandbox,
 * which validates every body against these schemas. The spec prints neither paths nor bodies: see
 * docs/decisions/110-customer-changes.md.
 */
import * as z from 'zod/mini';
import { isValidIban, toElectronicIban } from './iban';
import { referenceAccountSchema } from './schemas';

/**
 * Origins of funds a customer can name. The spec names only the field (§3 `originOfFunds`); these
 * are the usual UK anti-money-laundering categories.
 */
export const ORIGINS_OF_FUNDS = [
  'SALARY',
  'SELF_EMPLOYMENT',
  'PENSION',
  'SAVINGS',
  'INVESTMENTS',
  'INHERITANCE',
  'PROPERTY_SALE',
  'OTHER',
] as const;
export type OriginOfFunds = (typeof ORIGINS_OF_FUNDS)[number];

/** Annual income bands (§3 `annualIncome.code`), in the customer's currency, lowest first. */
export const ANNUAL_INCOME_CODES = [
  'INCOME_UNDER_25K',
  'INCOME_25K_50K',
  'INCOME_50K_100K',
  'INCOME_100K_250K',
  'INCOME_OVER_250K',
] as const;
export type AnnualIncomeCode = (typeof ANNUAL_INCOME_CODES)[number];

/** Confirming that the stored data is still right (cdvc): `{ confirmed: true }`. */
export const dataValidityConfirmationSchema = z.object({ confirmed: z.literal(true) });
export type DataValidityConfirmation = z.infer<typeof dataValidityConfirmationSchema>;

/** The answer: the data validity after the confirmation. */
export const dataValidityAnswerSchema = z.object({
  status: z.string().check(z.minLength(1), z.maxLength(100)),
});
export type DataValidityAnswer = z.infer<typeof dataValidityAnswerSchema>;

/** Account holder names: what a bank transfer's name field takes (SEPA allows 70 characters). */
export const ACCOUNT_HOLDER_MAX_LENGTH = 70;

/**
 * A new reference account: a valid IBAN (sent in electronic format) and the holder's name.
 * @example referenceAccountChangeSchema.parse({ iban: 'DE89 3704 0044 0532 0130 00', accountHolder: 'Max Schulz' }).iban
 * // 'DE89370400440532013000'
 */
export const referenceAccountChangeSchema = z.object({
  iban: z
    .pipe(z.string().check(z.maxLength(64)), z.transform(toElectronicIban))
    .check(z.refine((iban) => isValidIban(iban), { message: 'invalid IBAN' })),
  accountHolder: z.string().check(z.trim(), z.minLength(2), z.maxLength(ACCOUNT_HOLDER_MAX_LENGTH)),
});
export type ReferenceAccountChange = z.input<typeof referenceAccountChangeSchema>;

/** The answer: the stored reference account (§3 `_embedded.referenceAccounts[0]`). */
export const referenceAccountAnswerSchema = referenceAccountSchema;

/** The source of funds of a UK customer (§4 financial information), both parts required. */
export const financialInformationChangeSchema = z.object({
  sourceOfFunds: z.object({
    originOfFunds: z.enum(ORIGINS_OF_FUNDS),
    annualIncome: z.object({ code: z.enum(ANNUAL_INCOME_CODES) }),
  }),
});
export type FinancialInformationChange = z.infer<typeof financialInformationChangeSchema>;

/** The problems of a reference-account form, by field, or none. */
export type ReferenceAccountFieldError = 'required' | 'invalidIban' | 'holderTooShort';

/**
 * Field-by-field check of the reference-account form, so each field can say what is wrong.
 * @example validateReferenceAccountChange({ iban: 'DE00', accountHolder: '' })
 * // { iban: 'invalidIban', accountHolder: 'required' }
 */
export function validateReferenceAccountChange(input: { iban: string; accountHolder: string }): {
  iban?: ReferenceAccountFieldError;
  accountHolder?: ReferenceAccountFieldError;
} {
  const errors: { iban?: ReferenceAccountFieldError; accountHolder?: ReferenceAccountFieldError } = {};
  if (input.iban.trim() === '') errors.iban = 'required';
  else if (!isValidIban(input.iban)) errors.iban = 'invalidIban';
  const holder = input.accountHolder.trim();
  if (holder === '') errors.accountHolder = 'required';
  else if (holder.length < 2) errors.accountHolder = 'holderTooShort';
  return errors;
}
