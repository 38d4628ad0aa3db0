/**
 * Wire schemas of the product calls of §7 (core/contract/endpoints.ts: productAccess, depositTypes,
 * productTypes, pensionProducts, productInstances, pomProducts, cobranding, distributorLogo), with the
 * §3 field names. Shared by the API client and the sandbox (fixtures/).
 *
 * Not strict: unknown fields are accepted and dropped (design §6). Flags the server leaves out read as
 * false. Envelopes and units: docs/decisions/011-customer-and-products.md.
 */
import * as z from 'zod/mini';
import { isImageUrl } from './image-url';
import { INSTRUCTION_STATES, ORDER_STATES, orderBlockerOf, orderRuleViolationOf } from './orders';
import { PRODUCT_INSTANCE_STATES, SAVINGS_PLAN_STATES } from './states';

const id = z.string().check(z.minLength(1), z.maxLength(100));
const text = z.nullish(z.string().check(z.maxLength(1000)));
/** A flag the server may leave out; missing means "no". */
const flag = z._default(z.boolean(), false);
const currency = z.string().check(z.regex(/^[A-Z]{3}$/));

/** An image URL from the CMS (image-url.ts). */
export const imageUrlSchema = z
  .string()
  .check(
    z.maxLength(2048),
    z.refine(isImageUrl, { message: 'expected an https URL or a root-relative path' }),
  );

/** §3 Product access flags: `{ HAS_…: boolean }`. */
export const productAccessSchema = z.object({
  HAS_FIXED_DEPOSIT_ACCESS: flag,
  HAS_FLEX_DEPOSIT_ACCESS: flag,
  HAS_OVERNIGHT_DEPOSIT_ACCESS: flag,
  HAS_NOTICE_DEPOSIT_ACCESS: flag,
  HAS_INVESTMENT_PRODUCT_ACCESS: flag,
  HAS_FIXED_DEPOSIT_ACCOUNT: flag,
  HAS_FLEX_DEPOSIT_ACCOUNT: flag,
  HAS_OVERNIGHT_DEPOSIT_ACCOUNT: flag,
  HAS_NOTICE_DEPOSIT_ACCOUNT: flag,
  HAS_INVESTMENT_PRODUCT_ACCOUNT: flag,
});
export type ProductAccess = z.infer<typeof productAccessSchema>;
export type ProductAccessFlag = keyof ProductAccess;

/** §3 Deposit types of a customer (GET deposits types?customer_id=): `{ overnight_account: true, … }`. */
export const depositTypesSchema = z.object({
  overnight_account: flag,
  notice_account: flag,
  term_deposit: flag,
});
export type DepositTypes = z.infer<typeof depositTypesSchema>;

/** §3 Product type flags of a distributor and channel; they drive the offer links (§6). */
export const productTypesSchema = z.object({
  term_product_access: flag,
  overnight_product_access: flag,
  notice_product_access: flag,
});
export type ProductTypes = z.infer<typeof productTypesSchema>;

/** §3 Pom product flags: which investment products the market offers. */
export const pomProductsSchema = z.object({
  private_equity: flag,
  dwm: flag,
  pension: flag,
  crypto: flag,
  etf_configurator: flag,
});
export type PomProducts = z.infer<typeof pomProductsSchema>;

/** §3 Pension product. `balance` is a decimal in EUR; the savings plan may be absent. */
export const pensionProductSchema = z.object({
  id,
  /** Samples onlineantrag, active, trash; open so a new state does not break the list. */
  state: z.string().check(z.minLength(1), z.maxLength(100)),
  name: text,
  type: text,
  balance: z.nullish(z.number()),
  savings_plan: z.nullish(
    z.looseObject({
      amount: z.nullish(z.number()),
      state: text,
    }),
  ),
});
export type PensionProduct = z.infer<typeof pensionProductSchema>;
/** GET pension customer products: `{ data: PensionProduct[] }`. */
export const pensionProductsSchema = z.object({ data: z.array(pensionProductSchema) });
export type PensionProducts = z.infer<typeof pensionProductsSchema>;

/** One instrument of a portfolio; `weight` is a fraction of the portfolio between 0 and 1. */
export const instrumentSchema = z.object({ id, weight: z.number().check(z.gte(0), z.lte(1)) });
export type Instrument = z.infer<typeof instrumentSchema>;

/**
 * One instruction of an order (§4 instruction states: the order states plus ISSUE_IDENTIFIED and
 * FUNDED), e.g. the payment that funds a buy order.
 */
export const instructionSchema = z.object({ id, state: z.enum(INSTRUCTION_STATES) });
export type Instruction = z.infer<typeof instructionSchema>;

/**
 * §3/§4 an order on a product instance. The type is open (§3 "and others"); state is an enum, as the
 * spec lists it completely. Rule violations (§8) are the reasons a rejected order failed; an unknown
 * one reads as `unExpectedError` so the portal always has a message. Dates are ISO 8601 as sent.
 */
export const orderSchema = z.object({
  id,
  type: z.string().check(z.minLength(1), z.maxLength(100)),
  state: z.enum(ORDER_STATES),
  amount: z.nullish(z.number().check(z.gte(0))),
  currency: z.nullish(currency),
  created_at: text,
  instructions: z.nullish(z.array(instructionSchema)),
  rule_violations: z.nullish(
    z
      .array(
        z.pipe(
          z.string().check(z.maxLength(100)),
          z.transform((code: string) => orderRuleViolationOf(code)),
        ),
      )
      .check(z.maxLength(20)),
  ),
});
export type Order = z.infer<typeof orderSchema>;

/** §4 the savings plan of a product instance: its state and monthly amount. */
export const savingsPlanSchema = z.object({
  state: z.enum(SAVINGS_PLAN_STATES),
  amount: z.nullish(z.number().check(z.gte(0))),
  currency: z.nullish(currency),
});
export type SavingsPlan = z.infer<typeof savingsPlanSchema>;

const productInstanceBase = {
  product_instance_domain_id: id,
  inv_number: text,
  name: text,
  state: z.enum(PRODUCT_INSTANCE_STATES),
  /** The portfolio template, e.g. DWM50 or ROBO70; see portfolio-templates.ts. */
  instance_template_domain_id: text,
  instruments: z.nullish(z.array(instrumentSchema)),
  /** Orders of this instance, newest first (docs/decisions/111). */
  orders: z.nullish(z.array(orderSchema).check(z.maxLength(100))),
  savings_plan: z.nullish(savingsPlanSchema),
  /** §8 why no new order can be placed right now; an unknown blocker reads as `unexpected`. */
  order_blockers: z.nullish(
    z
      .array(
        z.pipe(
          z.string().check(z.maxLength(100)),
          z.transform((code: string) => orderBlockerOf(code)),
        ),
      )
      .check(z.maxLength(20)),
  ),
};

export const liquidProductInstanceSchema = z.object({
  ...productInstanceBase,
  product_category: z.literal('LIQUID'),
});
/** Illiquid (private equity) instances add the vintage and the commitment; amounts are in `currency`. */
export const illiquidProductInstanceSchema = z.object({
  ...productInstanceBase,
  product_category: z.literal('ILLIQUID'),
  vintageDomainId: id,
  currency,
  commitmentAmount: z.number().check(z.gte(0)),
  inflow: z.nullish(z.number()),
});
/** §3 Product instance, told apart by `product_category`. */
export const productInstanceSchema = z.discriminatedUnion('product_category', [
  liquidProductInstanceSchema,
  illiquidProductInstanceSchema,
]);
export type ProductInstance = z.infer<typeof productInstanceSchema>;
export type LiquidProductInstance = z.infer<typeof liquidProductInstanceSchema>;
export type IlliquidProductInstance = z.infer<typeof illiquidProductInstanceSchema>;

/**
 * GET product_instance?customer_domain_id=&pageId=: one page. `pageId` counts from 0; the last page is
 * `totalPages - 1` (no more pages when totalPages is 0).
 */
export const productInstancesSchema = z.object({
  data: z.array(productInstanceSchema),
  page: z.object({
    pageId: z.number().check(z.int(), z.gte(0)),
    pageSize: z.number().check(z.int(), z.gte(1)),
    totalPages: z.number().check(z.int(), z.gte(0)),
    totalElements: z.number().check(z.int(), z.gte(0)),
  }),
});
export type ProductInstancesPage = z.infer<typeof productInstancesSchema>;

/** §3 Cobranding: a partner logo shown next to the product logo when enabled. */
export const cobrandingSchema = z.object({
  logo: z.nullish(imageUrlSchema),
  enabled: flag,
});
export type Cobranding = z.infer<typeof cobrandingSchema>;

/** §3 Distributor logo (GET distributor-logo?distributor_id=&locale=). */
export const distributorLogoSchema = z.object({
  distributor_id: id,
  distributor_logo: z.object({ url: imageUrlSchema }),
  collaboration_text: text,
  locale: z.string().check(z.minLength(2), z.maxLength(10)),
});
export type DistributorLogo = z.infer<typeof distributorLogoSchema>;
