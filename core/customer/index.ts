export type { AccountBalances } from './accounts';
export { accountBalances, preferredTransactionAccount } from './accounts';
export type {
  AnnualIncomeCode,
  DataValidityAnswer,
  FinancialInformationChange,
  OriginOfFunds,
  ReferenceAccountChange,
  ReferenceAccountFieldError,
} from './changes';
export {
  ACCOUNT_HOLDER_MAX_LENGTH,
  ANNUAL_INCOME_CODES,
  dataValidityAnswerSchema,
  dataValidityConfirmationSchema,
  financialInformationChangeSchema,
  ORIGINS_OF_FUNDS,
  referenceAccountAnswerSchema,
  referenceAccountChangeSchema,
  validateReferenceAccountChange,
} from './changes';
export { customerCountry, isGermanCustomer, isUkCustomer } from './country';
export type { CustomerDocument, CustomerDocuments, DocumentUpload } from './documents';
export {
  customerDocumentsSchema,
  DOCUMENT_TITLE_MAX_LENGTH,
  documentLabel,
  documentTitleError,
  documentUploadSchema,
} from './documents';
export { formatIbanForDisplay, isValidIban, toElectronicIban } from './iban';
export { incomeBandLabel, originOfFundsLabel } from './income-bands';
export type { MainCustomer } from './main-customer';
export { mainCustomerView } from './main-customer';
export type { Money } from './money';
export { moneyToDecimal } from './money';
export { accountInitials, displayNameOf, fullNameOf } from './names';
export type {
  AccountsResponse,
  Balance,
  Customer,
  ReferenceAccount,
  SwitchableAccount,
  SwitchableAccounts,
  TransactionAccount,
  TransactionAccountInput,
  UnreadCount,
} from './schemas';
export {
  accountResponseSchema,
  accountsResponseSchema,
  customerSchema,
  switchableAccountsSchema,
  transactionAccountSchema,
  unreadCountSchema,
} from './schemas';
export { hasCompleteSourceOfFunds } from './source-of-funds';
