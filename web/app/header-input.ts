/**
 * Maps the loaded customer data (core/api `CustomerData`) onto core/header's inputs. Every rule on
 * the way is core's: names with titles (core/customer `mainCustomerView`), balances and maintenance
 * (`accountBalances`), IBAN formats, effective product access (`productAccessOf`); this file only
 * says which part feeds which field, and what a part that is loading or failed means (§8).
 *
 * The store publishes parts as they arrive (decision 126): a part that is not there yet is still
 * loading, so the name shows after the first wave while the balance still shows its placeholder.
 */
import type { CustomerData, Part } from '../../core/api';
import {
  accountBalances,
  formatIbanForDisplay,
  mainCustomerView,
  moneyToDecimal,
  type TransactionAccount,
  toElectronicIban,
} from '../../core/customer';
import type { CustomerDataSnapshot } from '../../core/customer-data';
import type {
  BalanceInput,
  HeaderAccountIdInput,
  HeaderCustomerInput,
  PartnerLogoInput,
} from '../../core/header';
import { type ProductAccessInput, productAccessInputOf } from '../../core/navigation';
import { productAccessOf } from '../../core/products';

/** §8 balance: loading, failed (not available), maintenance, or the amounts. */
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

/** §2.5 the identifiers of the account the dropdown copies: the IBAN, or a UK sort code and number. */
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

/** The header's customer facts, or undefined while the customer is not (yet) known. */
export function headerCustomerOf(snapshot: CustomerDataSnapshot): HeaderCustomerInput | undefined {
  if (snapshot.status === 'signedOut' || !snapshot.data) return undefined;
  const { data } = snapshot;
  if (data.customer?.status !== 'loaded') return undefined;
  const view = mainCustomerView(data.customer.value);
  const account = data.preferredAccount?.status === 'loaded' ? data.preferredAccount.value : undefined;
  return {
    state: view.status,
    displayName: view.displayName,
    fullName: view.fullName,
    isCompanyCustomer: view.isCompanyCustomer === true,
    ...(view.distributorId ? { distributorId: view.distributorId } : {}),
    isPendingActivation: view.isPendingActivation === true,
    accountIds: accountIdsOf(account),
    // No badge until the count is known (a count still loading or failed is not "unread messages").
    unreadMessages: data.unreadCount?.status === 'loaded' ? data.unreadCount.value : 0,
    balance: balanceInputOf(data.preferredAccount),
  };
}

/**
 * §6 the product flags that change the menus: core/navigation's `productAccessInputOf` over
 * core/products' `productAccessOf` (account flags from product access and deposit types) and the
 * product-types call. A part that has not loaded or failed counts as "no access" (core's rule).
 */
export function navigationAccessOf(snapshot: CustomerDataSnapshot): ProductAccessInput | undefined {
  if (snapshot.status === 'signedOut' || !snapshot.data) return undefined;
  const { data } = snapshot;
  // None of its parts there yet: no access input at all, as before any data arrived.
  if (!data.productAccess && !data.depositTypes && !data.productTypes) return undefined;
  const loaded = <T>(part: Part<T> | undefined): T | undefined =>
    part?.status === 'loaded' ? part.value : undefined;
  return productAccessInputOf(
    productAccessOf(loaded(data.productAccess), loaded(data.depositTypes)),
    loaded(data.productTypes),
  );
}

/**
 * §1, §2.5 the partner logo of a distributor-partner customer (cobranding enabled). The URL is
 * https or root-relative on the portal's own site (core/products `imageUrlSchema`).
 */
export function partnerLogoOf(snapshot: CustomerDataSnapshot): PartnerLogoInput | undefined {
  if (snapshot.status === 'signedOut' || !snapshot.data) return undefined;
  const part = snapshot.data.distributorLogo;
  if (part?.status !== 'loaded') return undefined;
  const logo = part.value;
  return { url: logo.distributor_logo.url, alt: logo.collaboration_text ?? '' };
}
