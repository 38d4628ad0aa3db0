/**
 * Wire schemas of the customer-data calls of §7 (core/contract/endpoints.ts: customer, accounts, account,
 * switchableAccounts, unreadCount), with the §3 field names. Shared by the API client and the sandbox
 * (fixtures/), so both sides validate against one contract.
 *
 * Not strict: unknown fields are accepted and dropped (design §6), except inside entries whose content the
 * spec does not list (tax details), which keep their fields. Envelopes: docs/decisions/011-customer-and-products.md.
 */
import * as z from 'zod/mini';
import { TRANSACTION_ACCOUNT_STATES } from './account-states';

/** Identifiers travel as non-empty strings (the customer number "bacNumber" has leading zeros). */
const id = z.string().check(z.minLength(1), z.maxLength(100));
/** Optional text the back end may send as null. */
const text = z.nullish(z.string().check(z.maxLength(1000)));
/** A decimal amount in major units of the currency named next to it (EUR 1234.56 is 1234.56). */
const amount = z.number();

/** §3 Customer status: "Active among others"; open so a new back-end status does not break the portal. */
export const CUSTOMER_STATUS_ACTIVE = 'Active';

export const taxDetailSchema = z.looseObject({
  /** 0 marks the main tax residence (§3). */
  precedence: z.number().check(z.int(), z.gte(0)),
  countryCode: text,
  taxIdentificationNumber: text,
});
export type TaxDetail = z.infer<typeof taxDetailSchema>;

export const personSchema = z.object({
  id: z.optional(id),
  firstName: text,
  lastName: text,
  contactDetails: z.nullish(z.object({ email: text, phoneNumber: text })),
  taxDetails: z.nullish(z.array(taxDetailSchema)),
});
export type Person = z.infer<typeof personSchema>;

export const referenceAccountSchema = z.looseObject({
  id: z.optional(id),
  /** Missing or empty on an Active customer triggers the reference-account redirect (§4). */
  iban: text,
  bic: text,
  accountHolder: text,
});
export type ReferenceAccount = z.infer<typeof referenceAccountSchema>;

/** §3 Customer: the body of GET /customers/{bacNumber}?embed=… is the customer itself. */
export const customerSchema = z.object({
  id,
  distributorId: z.nullish(id),
  /** Country as ISO 3166 alpha-2 (e.g. DE, GB); either this or default_address.country is sent. */
  address: z.nullish(z.object({ countryCode: text })),
  default_address: z.nullish(z.object({ country: text })),
  firstName: text,
  lastName: text,
  fullName: text,
  status: z.string().check(z.minLength(1), z.maxLength(100)),
  isPendingActivation: z.nullish(z.boolean()),
  isCompanyCustomer: z.nullish(z.boolean()),
  personalDetails: z.nullish(z.object({ academicTitleCode: text })),
  additionalFinancialInformation: z.nullish(
    z.object({
      sourceOfFunds: z.nullish(
        z.object({
          originOfFunds: text,
          annualIncome: z.nullish(z.object({ code: text })),
        }),
      ),
    }),
  ),
  _embedded: z.nullish(
    z.object({
      /** Only embedded for non-UK customers (§7); EXPIRED and REVALIDATE trigger the cdvc redirect. */
      dataValidity: z.nullish(z.object({ status: z.string().check(z.maxLength(100)) })),
      referenceAccounts: z.nullish(z.array(referenceAccountSchema)),
      persons: z.nullish(z.array(personSchema)),
    }),
  ),
});
export type Customer = z.infer<typeof customerSchema>;
/** The body of the customer call is the customer, without an envelope. */
export const customerResponseSchema = customerSchema;

export const balanceSchema = z.object({
  current: amount,
  available: amount,
  reserved: z.nullish(amount),
});
export type Balance = z.infer<typeof balanceSchema>;

/** §3 Transaction account. */
export const transactionAccountSchema = z.object({
  id,
  accountNumber: text,
  customerId: z.nullish(id),
  distributorId: z.nullish(id),
  /** Present with `embed=balance`; amounts are in `currencyCode`. */
  balance: z.nullish(balanceSchema),
  state: z.enum(TRANSACTION_ACCOUNT_STATES),
  iban: text,
  bic: text,
  /** ISO 4217; §3: defaults to EUR when missing. */
  currencyCode: z.pipe(
    z.nullish(z.string().check(z.regex(/^[A-Z]{3}$/))),
    z.transform((code) => code ?? 'EUR'),
  ),
  referenceAccountId: z.nullish(id),
  /** UK accounts: six-digit sort code, sent with or without dashes. */
  sortCode: text,
  /** ISO 8601 timestamps as sent. */
  createdDate: text,
  lastStateUpdate: text,
  account_holder_name: text,
  available_funds: z.nullish(amount),
  online_balance: z.nullish(z.object({ currency: z.string().check(z.regex(/^[A-Z]{3}$/)), value: amount })),
  bank_code: text,
  bank_name: text,
  /** True while the account service is in maintenance: balances are shown as not available (§8). */
  isMaintenance: z.nullish(z.boolean()),
});
export type TransactionAccount = z.infer<typeof transactionAccountSchema>;
/** What a client or fixture may send (currencyCode may be missing). */
export type TransactionAccountInput = z.input<typeof transactionAccountSchema>;

/** GET /accounts?filter=customerId eq …: `{ data: TransactionAccount[] }`. */
export const accountsResponseSchema = z.object({ data: z.array(transactionAccountSchema) });
export type AccountsResponse = z.infer<typeof accountsResponseSchema>;
/** GET /accounts/{accountId}?embed=balance: the account itself. */
export const accountResponseSchema = transactionAccountSchema;

/** §3 Switchable account (minor-account switch). */
export const switchableAccountSchema = z.object({
  first_name: text,
  last_name: text,
  customer_id: id,
});
export type SwitchableAccount = z.infer<typeof switchableAccountSchema>;
/** GET /public/users/{userId}/switchable-accounts: `{ data: SwitchableAccount[] }`. */
export const switchableAccountsSchema = z.object({ data: z.array(switchableAccountSchema) });
export type SwitchableAccounts = z.infer<typeof switchableAccountsSchema>;

/** GET /threads/unread-count: the body is a bare non-negative integer (§7). */
export const unreadCountSchema = z.number().check(z.int(), z.gte(0));
export type UnreadCount = z.infer<typeof unreadCountSchema>;
