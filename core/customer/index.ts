export type { TransactionAccountState } from './account-states';
export { PREFERRED_ACCOUNT_STATES, TRANSACTION_ACCOUNT_STATES } from './account-states';
export type { AccountBalances } from './accounts';
export { accountBalances, preferredTransactionAccount } from './accounts';
export type {
  AnnualIncomeCode,
  DataValidityAnswer,
  DataValidityConfirmation,
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
  customerDocumentSchema,
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
