export type { AccountSwitchChoice, AccountSwitchView } from './account-switch-view';
export { accountSwitchView } from './account-switch-view';
export type { ActiveCustomerOptions, ActiveCustomerSnapshot, ActiveCustomerStore } from './active-customer';
export { createActiveCustomerStore, OWN_CUSTOMER_KEY } from './active-customer';
export type {
  CustomerDataSnapshot,
  CustomerDataStore,
  CustomerDataStoreOptions,
} from './customer-data-store';
export { createCustomerDataStore } from './customer-data-store';
export type { CustomerDataParts, PrivateHeaderInput } from './header-input';
export {
  accountIdsOf,
  balanceInputOf,
  headerCustomerInputOf,
  headerInputOf,
  navigationAccessOf,
  partnerLogoOf,
  privateHeaderInputOf,
} from './header-input';
