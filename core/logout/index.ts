export type { LogoutCallDeps } from './calls';
export { identityProviderLogout, portalLogout } from './calls';
export type { LogoutErrorCode } from './errors';
export { LogoutError } from './errors';
export type {
  ClearSessionEverywhere,
  Logout,
  LogoutContext,
  LogoutDestinationFn,
  LogoutOptions,
  LogoutTarget,
  ResetHook,
} from './logout';
export { createLogout } from './logout';
export type { LogoutMessage, LogoutReason } from './messages';
export { isLogoutMessage, LOGOUT_REASONS, logoutMessageSchema } from './messages';
