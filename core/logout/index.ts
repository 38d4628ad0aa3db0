export type { LogoutErrorCode } from './errors';
export { LogoutError } from './errors';
export type { ClearSessionEverywhere, Logout, LogoutDestinationFn, LogoutOptions } from './logout';
export { createLogout } from './logout';
