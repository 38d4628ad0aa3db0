/**
 * The body each GET of §7 must match (design §6: parsed with zod `safeParse`), by endpoint. Only
 * the API client imports this table, and web loads the client on the first call
 * (lazy-api-client.ts), so the zod schemas and zod itself stay off pages that make no API call.
 * Call definitions (customer-calls.ts, …) name the endpoint only.
 */
import type * as z from 'zod/mini';
import {
  accountResponseSchema,
  accountsResponseSchema,
  customerDocumentsSchema,
  customerSchema,
  switchableAccountsSchema,
  unreadCountSchema,
} from '../customer';
import { footerDataSchema } from '../footer';
import {
  cobrandingSchema,
  depositTypesSchema,
  distributorLogoSchema,
  pensionProductsSchema,
  pomProductsSchema,
  productAccessSchema,
  productInstancesSchema,
  productTypesSchema,
} from '../products';
import { seoSettingsSchema } from '../validation';

export const RESPONSE_SCHEMAS = {
  footer: footerDataSchema,
  seo: seoSettingsSchema,
  distributorLogo: distributorLogoSchema,
  customer: customerSchema,
  accounts: accountsResponseSchema,
  account: accountResponseSchema,
  unreadCount: unreadCountSchema,
  switchableAccounts: switchableAccountsSchema,
  productAccess: productAccessSchema,
  cobranding: cobrandingSchema,
  depositTypes: depositTypesSchema,
  productTypes: productTypesSchema,
  pensionProducts: pensionProductsSchema,
  productInstances: productInstancesSchema,
  pomProducts: pomProductsSchema,
  documents: customerDocumentsSchema,
} as const;

/** The endpoints the API client reads (GETs with a body contract). */
export type ResponseEndpoint = keyof typeof RESPONSE_SCHEMAS;

/** The parsed body of an endpoint's answer. */
export type ResponseOf<N extends ResponseEndpoint> = z.output<(typeof RESPONSE_SCHEMAS)[N]>;
