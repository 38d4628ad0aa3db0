export { loginAction, registrationAction } from './actions';
export type { Balances, BalanceUnavailableReason } from './balance';
export {
  balanceAmount,
  balanceNotAvailableMessage,
  balanceStripView,
  balancesFor,
  DEFAULT_CURRENCY,
  DEFAULT_SKELETON_COLUMNS,
} from './balance';
export type { DesignVersion, HeaderConfig } from './config';
export { readPlainHeaderConfig } from './config';
export type { CopyHintEffect, CopyHintEvent, CopyHintState } from './copy-hint';
export { COPY_HINT_MS, copyHintReducer, INITIAL_COPY_HINT, visibleCopyHint } from './copy-hint';
export type { HeaderCustomerContext } from './customer-data';
export { accountIdsFor, buildHeaderCustomerData, LONG_ACCOUNT_ID_CHARS } from './customer-data';
export type { DropdownEffect, DropdownEvent, DropdownResult, DropdownState, NavigationKey } from './dropdown';
export {
  dropdownReducer,
  HOVER_OPEN_DELAY_MS,
  initialDropdownState,
  isTouchDevice,
} from './dropdown';
export { buildHeaderBar, EMPTY_HEADER, headerHasMenus } from './header-bar';
export type { HeaderInput } from './header-input';
export { buildHeader } from './header-model';
export type { BalanceInput, HeaderAccountIdInput, HeaderCustomerInput, PartnerLogoInput } from './inputs';
export { headerTypeFor, selectHeaderMode } from './mode';
export type {
  AccountId,
  AccountIdKind,
  BalanceAmount,
  BalanceStripView,
  HeaderCustomerData,
  HeaderMode,
  HeaderModel,
  HeaderType,
  MobileActionBar,
  NotAvailableMessage,
} from './types';
