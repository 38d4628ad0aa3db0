export type { TransactionAccountState } from './account-states';
export { PREFERRED_ACCOUNT_STATES, TRANSACTION_ACCOUNT_STATES } from './account-states';
export type { AccountBalances } from './accounts';
export { accountBalances, preferredTransactionAccount } from './accounts';
export { customerCountry, isGermanCustomer, isUkCustomer } from './country';
export { formatIbanForDisplay, isValidIban, toElectronicIban } from './iban';
export type { MainCustomer } from './main-customer';
export { mainCustomerView } from './main-customer';
export type { Money } from './money';
export { fractionDigitsOf, isNegativeMoney, moneyFromDecimal, moneyToDecimal, zeroMoney } from './money';
export type { AcademicTitleCode, NameParts } from './names';
export { ACADEMIC_TITLES, academicTitleOf, accountInitials, displayNameOf, fullNameOf } from './names';
export type {
  AccountsResponse,
  Balance,
  Customer,
  Person,
  ReferenceAccount,
  SwitchableAccount,
  SwitchableAccounts,
  TaxDetail,
  TransactionAccount,
  TransactionAccountInput,
  UnreadCount,
} from './schemas';
export {
  accountResponseSchema,
  accountsResponseSchema,
  balanceSchema,
  CUSTOMER_STATUS_ACTIVE,
  customerResponseSchema,
  customerSchema,
  personSchema,
  referenceAccountSchema,
  switchableAccountSchema,
  switchableAccountsSchema,
  taxDetailSchema,
  transactionAccountSchema,
  unreadCountSchema,
} from './schemas';
export { hasCompleteSourceOfFunds } from './source-of-funds';
