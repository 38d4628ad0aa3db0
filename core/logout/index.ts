export type { LogoutErrorCode } from './errors';
export { LogoutError } from './errors';
export type { ClearSessionEverywhere, Logout, LogoutDestinationFn, LogoutOptions } from './logout';
export { createLogout } from './logout';
export type { LogoutReason } from './messages';
export { LOGOUT_REASONS } from './messages';
