/**
 * The one mapping from the loaded customer data (core/api `CustomerData`) onto core/header's inputs
 * (decision 140): the web portal's shell and portal-cli's `menu --private`, `login` and `check`
 * build the header from it, so one customer gets one account menu in both. Every rule on the way is
 * core's: names with titles (core/customer `mainCustomerView`), balances and maintenance
 * (`accountBalances`), IBAN formats, effective product access (`productAccessOf`); this file only
 * says which part feeds which field, and what a part that is loading or failed means (§8).
 *
 * Parts are published as they arrive (decision 126): a part that is not there yet is still loading,
 * so the name shows after the first wave while the balance still shows its placeholder.
 */
import type { CustomerData, Part, PartialCustomerData } from '../api';
import {
  accountBalances,
  formatIbanForDisplay,
  mainCustomerView,
  moneyToDecimal,
  type TransactionAccount,
  toElectronicIban,
} from '../customer';
import type {
  BalanceInput,
  HeaderAccountIdInput,
  HeaderCustomerInput,
  HeaderInput,
  PartnerLogoInput,
} from '../header';
import { type ProductAccessInput, productAccessInputOf } from '../navigation';
import { productAccessOf } from '../products';
import type { CustomerDataSnapshot } from './customer-data-store';

/** The loaded parts, whole (portal-cli's `loadCustomerData`) or as far as they have arrived (the web's store). */
export type CustomerDataParts = CustomerData | PartialCustomerData;

/** What the header takes from the customer data: the parts of `HeaderInput` only a session has. */
export type PrivateHeaderInput = Pick<HeaderInput, 'customer' | 'customerFailed' | 'access' | 'partner'>;

function loaded<T>(part: Part<T> | undefined): T | undefined {
  return part?.status === 'loaded' ? part.value : undefined;
}

/**
 * §8 balance: loading (not there yet), failed or skipped (not available), maintenance, or the amounts.
 * @example balanceInputOf(undefined) // { status: 'loading' }
 */
export function balanceInputOf(part: CustomerData['preferredAccount'] | undefined): BalanceInput {
  if (!part) return { status: 'loading' };
  if (part.status !== 'loaded') return { status: 'error' };
  const account = part.value;
  if (account.isMaintenance) return { status: 'maintenance' };
  const balances = accountBalances(account);
  if (!balances) return { status: 'error' };
  return {
    status: 'ok',
    current: moneyToDecimal(balances.current),
    available: moneyToDecimal(balances.available),
    currency: balances.current.currency,
  };
}

/**
 * §2.5 the identifiers of the account the dropdown copies: the IBAN, or a UK sort code and number.
 * @example accountIdsOf({ iban: 'DE89370400440532013000' } as TransactionAccount)[0]?.display // 'DE89 3704 0044 0532 0130 00'
 */
export function accountIdsOf(account: TransactionAccount | undefined): HeaderAccountIdInput[] {
  if (!account) return [];
  if (account.iban?.trim())
    return [
      {
        kind: 'iban',
        electronic: toElectronicIban(account.iban),
        display: formatIbanForDisplay(account.iban),
      },
    ];
  const ids: HeaderAccountIdInput[] = [];
  if (account.sortCode?.trim())
    ids.push({
      kind: 'sortCode',
      electronic: account.sortCode.replace(/\D/g, ''),
      display: account.sortCode.trim(),
    });
  if (account.accountNumber?.trim())
    ids.push({
      kind: 'accountNumber',
      electronic: account.accountNumber.trim(),
      display: account.accountNumber.trim(),
    });
  return ids;
}

/**
 * The header's customer facts, or undefined while the customer is not (yet) loaded.
 * @example headerCustomerInputOf({ customer: { status: 'loaded', value: customer } })?.balance // { status: 'loading' }
 */
export function headerCustomerInputOf(data: CustomerDataParts): HeaderCustomerInput | undefined {
  const customer = loaded(data.customer);
  if (!customer) return undefined;
  const view = mainCustomerView(customer);
  return {
    state: view.status,
    displayName: view.displayName,
    fullName: view.fullName,
    isCompanyCustomer: view.isCompanyCustomer === true,
    ...(view.distributorId ? { distributorId: view.distributorId } : {}),
    isPendingActivation: view.isPendingActivation === true,
    accountIds: accountIdsOf(loaded(data.preferredAccount)),
    // No badge until the count is known (a count still loading or failed is not "unread messages").
    unreadMessages: loaded(data.unreadCount) ?? 0,
    balance: balanceInputOf(data.preferredAccount),
  };
}

/**
 * §6 the product flags that change the menus: core/navigation's `productAccessInputOf` over
 * core/products' `productAccessOf` (account flags from product access and deposit types) and the
 * product-types call. A part that failed counts as "no access"; before any of the three has
 * arrived there is no access input at all.
 * @example navigationAccessOf({}) // undefined
 */
export function navigationAccessOf(data: CustomerDataParts): ProductAccessInput | undefined {
  if (!data.productAccess && !data.depositTypes && !data.productTypes) return undefined;
  return productAccessInputOf(
    productAccessOf(loaded(data.productAccess), loaded(data.depositTypes)),
    loaded(data.productTypes),
  );
}

/**
 * §1, §2.5 the partner logo of a distributor-partner customer (cobranding enabled). The URL is
 * https or root-relative on the portal's own site (core/products `imageUrlSchema`).
 * @example partnerLogoOf({ distributorLogo: { status: 'skipped', reason: 'no cobranding' } }) // undefined
 */
export function partnerLogoOf(data: CustomerDataParts): PartnerLogoInput | undefined {
  const logo = loaded(data.distributorLogo);
  return logo ? { url: logo.distributor_logo.url, alt: logo.collaboration_text ?? '' } : undefined;
}

/**
 * Everything the header takes from the customer data, to spread into `buildHeader`'s input.
 * @example buildHeader({ pathname, authenticated: true, flags, config, designVersion: 'v2', ...privateHeaderInputOf(data) })
 */
export function privateHeaderInputOf(data: CustomerDataParts): PrivateHeaderInput {
  const customer = headerCustomerInputOf(data);
  const access = navigationAccessOf(data);
  const partner = partnerLogoOf(data);
  return {
    ...(customer ? { customer } : {}),
    ...(data.customer?.status === 'failed' ? { customerFailed: true } : {}),
    ...(access ? { access } : {}),
    ...(partner ? { partner } : {}),
  };
}

/**
 * The selector over the customer-data store's snapshot: nothing while signed out.
 * @example buildHeader({ ...common, authenticated: true, ...headerInputOf(portal.customerData.getSnapshot()) })
 */
export function headerInputOf(snapshot: CustomerDataSnapshot): PrivateHeaderInput {
  return snapshot.status === 'signedOut' ? {} : privateHeaderInputOf(snapshot.data);
}
