/**
 * Everything the dashboard and the header need after login, in at most two waves of requests
 * after the login call (design §8: login to dashboard in at most 3 sequential waves, no duplicate
 * GET). Each request starts as soon as what it depends on has arrived:
 *
 * - wave 1, needing only the customer number and user id: customer, accounts, product access,
 *   deposit types, pom products, unread count, cobranding, product instances page 0, switchable
 *   accounts (flag and user id, §7), pension products when the country is already known German;
 * - wave 2: the preferred account's balance (needs the accounts), product types and the partner
 *   logo (need the customer's distributor; the logo only when cobranding is enabled), the other
 *   product-instance pages (need page 0's totals), the pension products of a customer who turned
 *   out German, the customer again with data validity when the UK guess was wrong
 *   (customer-data-rules.ts).
 *
 * Every part settles on its own: one failed call leaves the others usable (§8: other API errors
 * are logged only; the switchable-accounts failure is a warning).
 */
import type { Flags } from '../config';
import type { Customer, SwitchableAccount, TransactionAccount } from '../customer';
import { preferredTransactionAccount } from '../customer';
import type { Locale } from '../locale';
import type { Logger } from '../ports';
import { SILENT_LOGGER } from '../ports';
import type {
  Cobranding,
  DepositTypes,
  DistributorLogo,
  PensionProduct,
  PomProducts,
  ProductAccess,
  ProductInstance,
  ProductTypes,
} from '../products';
import type { ApiClient } from './api-client';
import type { ApiCall } from './call';
import { distributorLogoCall } from './content-calls';
import {
  accountCall,
  accountsCall,
  customerCall,
  switchableAccountsCallIf,
  unreadCountCall,
} from './customer-calls';
import {
  embedsDataValidity,
  hintIsGerman,
  loadsPensionProducts,
  needsDataValidityReload,
} from './customer-data-rules';
import { ApiError, isApiError } from './errors';
import {
  cobrandingCall,
  depositTypesCall,
  pensionProductsCall,
  pomProductsCall,
  productAccessCall,
  productInstancesCall,
  productTypesCall,
} from './product-calls';

/** One part of the customer data: loaded, failed with a typed error, or not asked for (and why). */
export type Part<T> =
  | { readonly status: 'loaded'; readonly value: T }
  | { readonly status: 'failed'; readonly error: ApiError }
  | { readonly status: 'skipped'; readonly reason: string };

export interface CustomerData {
  readonly customer: Part<Customer>;
  readonly accounts: Part<readonly TransactionAccount[]>;
  /** §4 the preferred transaction account, with `embed=balance`. */
  readonly preferredAccount: Part<TransactionAccount>;
  readonly productAccess: Part<ProductAccess>;
  readonly depositTypes: Part<DepositTypes>;
  readonly productTypes: Part<ProductTypes>;
  readonly pomProducts: Part<PomProducts>;
  /** §6: German customers only. */
  readonly pensionProducts: Part<readonly PensionProduct[]>;
  /** Every page of product instances. */
  readonly productInstances: Part<readonly ProductInstance[]>;
  readonly unreadCount: Part<number>;
  /** §7: only with the minor-account-switch flag and a user id. */
  readonly switchableAccounts: Part<readonly SwitchableAccount[]>;
  readonly cobranding: Part<Cobranding>;
  readonly distributorLogo: Part<DistributorLogo>;
}

export interface LoadCustomerDataInput {
  readonly customerNumber: string;
  readonly userId?: string | null | undefined;
  readonly locale: Locale;
  readonly flags: Pick<Flags, 'umtEnableMinorAccountSwitch'>;
  /** customer-data-rules.ts `countryHintOf`: recorded country or the auth host's region. */
  readonly countryHint?: string | undefined;
  readonly distributionChannelId?: string | undefined;
  readonly logger?: Logger | undefined;
}

/** A runaway page count from the server must not become a request storm. */
export const MAX_PRODUCT_INSTANCE_PAGES = 50;

const skipped = (reason: string): Part<never> => ({ status: 'skipped', reason });

async function settle<T>(promise: Promise<T>): Promise<Part<T>> {
  try {
    return { status: 'loaded', value: await promise };
  } catch (error) {
    const typed = isApiError(error) ? error : new ApiError('API_INVALID_RESPONSE', 'Unexpected failure.');
    return { status: 'failed', error: typed };
  }
}

/**
 * A part that needs another: asked for once that one has loaded. When that one failed, this one
 * failed with it (its error), so a screen says "could not be loaded" and offers a retry, never
 * "no data" for an error (§8); when that one was not asked for, neither is this one.
 */
async function after<T, U>(
  dependency: Promise<Part<T>>,
  name: string,
  next: (value: T) => Promise<Part<U>>,
): Promise<Part<U>> {
  const settled = await dependency;
  if (settled.status === 'loaded') return next(settled.value);
  return settled.status === 'failed' ? settled : skipped(`needs the ${name}, which was not asked for`);
}

/** Each part of the customer data as a promise of its own, settling as soon as that part is known. */
export type CustomerDataParts = { readonly [K in keyof CustomerData]: Promise<CustomerData[K]> };

/** The parts known so far of a load under way (a part not there yet is still loading). */
export type PartialCustomerData = Partial<CustomerData>;

/**
 * A load under way: the customer alone (what the login's redirect needs), each part on its own
 * (what a store publishes progressively, so a page fills in section by section) and everything.
 */
export interface CustomerDataLoad {
  /** The customer as the redirect rules need it: with data validity for non-UK customers. */
  readonly customer: Promise<Part<Customer>>;
  readonly parts: CustomerDataParts;
  readonly all: Promise<CustomerData>;
}

/** The names of the parts, in the order of `CustomerData`. */
export const CUSTOMER_DATA_PARTS: readonly (keyof CustomerData)[] = Object.freeze([
  'customer',
  'accounts',
  'preferredAccount',
  'productAccess',
  'depositTypes',
  'productTypes',
  'pomProducts',
  'pensionProducts',
  'productInstances',
  'unreadCount',
  'switchableAccounts',
  'cobranding',
  'distributorLogo',
]);

/**
 * @example
 * const data = await loadCustomerData(api, { customerNumber: '0042', userId: 'u-1', locale: 'de-DE',
 *   flags, countryHint: 'DE' });
 * if (data.customer.status === 'loaded') data.customer.value.firstName // 'Erika'
 */
export function loadCustomerData(
  api: Pick<ApiClient, 'get'>,
  input: LoadCustomerDataInput,
): Promise<CustomerData> {
  return startCustomerDataLoad(api, input).all;
}

/**
 * Starts the load and hands out the customer as soon as it is known, so the login can compute its
 * destination while the rest is still arriving (it lands in the cache for the dashboard).
 * @example
 * const load = startCustomerDataLoad(api, input);
 * const customer = await load.customer;
 */
export function startCustomerDataLoad(
  api: Pick<ApiClient, 'get'>,
  input: LoadCustomerDataInput,
): CustomerDataLoad {
  const { customerNumber: id, locale } = input;
  const logger = input.logger ?? SILENT_LOGGER;
  const get = <T>(call: ApiCall<T>) => settle(api.get(call));

  // Wave 1, in the order the first paint needs the answers: over HTTP/1.1 a browser sends at most
  // six requests to one host at a time, so the customer (the greeting, the redirect rules) and the
  // unread count (the header's badge) go first, then the accounts the balance waits for.
  const withDataValidity = embedsDataValidity(input.countryHint);
  const firstCustomer = get(customerCall({ bacNumber: id, withDataValidity }));
  const unreadCount = get(unreadCountCall({ customerId: id }));
  const accountList = get(accountsCall({ customerNumber: id }));
  const productAccess = get(productAccessCall({ bacNumber: id }));
  const depositTypes = get(depositTypesCall({ customerId: id }));
  const pomProducts = get(pomProductsCall());
  const cobranding = get(cobrandingCall());
  const firstPage = get(productInstancesCall({ customerNumber: id, pageId: 0 }));
  const switchableCall = switchableAccountsCallIf(input.flags, input.userId);
  const switchable = switchableCall
    ? settle(api.get(switchableCall).then((answer) => answer.data))
    : Promise.resolve(skipped('minor-account switch off or no user id'));
  const earlyPension = hintIsGerman(input.countryHint)
    ? get(pensionProductsCall({ bacNumber: id })).then(dataOf)
    : undefined;

  // Wave 2, each part as soon as its dependency has arrived
  const customer = firstCustomer.then((first) =>
    first.status === 'loaded' && needsDataValidityReload(first.value, withDataValidity)
      ? get(customerCall({ bacNumber: id, withDataValidity: true }))
      : first,
  );
  const preferredAccount = after(accountList, 'accounts', async (list) => {
    const preferred = preferredTransactionAccount(list.data);
    return preferred
      ? get(accountCall({ accountId: preferred.id }))
      : skipped('no active, suspended, closed or closing account');
  });
  const productTypes = after(firstCustomer, 'customer', async (loaded) =>
    loaded.distributorId
      ? get(
          productTypesCall({
            distributorId: loaded.distributorId,
            distributionChannelId: input.distributionChannelId,
          }),
        )
      : skipped('customer has no distributor'),
  );
  const distributorLogo = Promise.all([firstCustomer, cobranding]).then(
    ([who, brand]): Promise<Part<DistributorLogo>> | Part<DistributorLogo> => {
      if (who.status === 'failed') return who;
      if (brand.status === 'failed') return brand;
      return who.status === 'loaded' &&
        who.value.distributorId &&
        brand.status === 'loaded' &&
        brand.value.enabled
        ? get(distributorLogoCall({ distributorId: who.value.distributorId, locale }))
        : skipped('cobranding not enabled for this customer');
    },
  );
  const pensionProducts = after(firstCustomer, 'customer', async (loaded) => {
    if (!loadsPensionProducts(loaded)) return skipped('pension products are for German customers');
    return earlyPension ?? get(pensionProductsCall({ bacNumber: id })).then(dataOf);
  });
  const productInstances = firstPage.then(async (first): Promise<Part<readonly ProductInstance[]>> => {
    if (first.status !== 'loaded') return first;
    const page = first.value;
    const last = Math.min(page.page.totalPages, MAX_PRODUCT_INSTANCE_PAGES);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, last - 1) }, (_, index) =>
        get(productInstancesCall({ customerNumber: id, pageId: index + 1 })),
      ),
    );
    const pages = [page];
    for (const part of rest) {
      if (part.status !== 'loaded') return part;
      pages.push(part.value);
    }
    return { status: 'loaded', value: pages.flatMap((one) => one.data) };
  });

  const switchableAccounts = switchable.then((part) => {
    if (part.status === 'failed')
      logger.warn('Switchable accounts could not be loaded', { code: part.error.code });
    return part;
  });
  const parts: CustomerDataParts = {
    customer,
    accounts: accountList.then(dataOf),
    preferredAccount,
    productAccess,
    depositTypes,
    productTypes,
    pomProducts,
    pensionProducts,
    productInstances,
    unreadCount,
    switchableAccounts,
    cobranding,
    distributorLogo,
  };
  return { customer, parts, all: allOf(parts) };
}

/** Every part, once each has settled (a part never rejects: it settles as loaded, failed or skipped). */
async function allOf(parts: CustomerDataParts): Promise<CustomerData> {
  return {
    customer: await parts.customer,
    accounts: await parts.accounts,
    preferredAccount: await parts.preferredAccount,
    productAccess: await parts.productAccess,
    depositTypes: await parts.depositTypes,
    productTypes: await parts.productTypes,
    pomProducts: await parts.pomProducts,
    pensionProducts: await parts.pensionProducts,
    productInstances: await parts.productInstances,
    unreadCount: await parts.unreadCount,
    switchableAccounts: await parts.switchableAccounts,
    cobranding: await parts.cobranding,
    distributorLogo: await parts.distributorLogo,
  };
}

function dataOf<T>(part: Part<{ data: T }>): Part<T> {
  return part.status === 'loaded' ? { status: 'loaded', value: part.value.data } : part;
}
