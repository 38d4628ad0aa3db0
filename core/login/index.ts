export type { LoginEventName } from './analytics';
export { LOGIN_EVENTS } from './analytics';
export { customerRedirectViewOf } from './customer-view';
export type { LoginErrorCode, LoginErrorFlags, LoginFailure, LoginFailureCause } from './errors';
export { LOGIN_ERROR_CODE_LIST, loginErrorCode, SYSTEM_ERROR_CODES } from './errors';
export type { IdentityStore, SessionIdentity } from './identity';
export { createIdentityStore, IDENTITY_STORAGE_KEYS } from './identity';
export type { LoginCallDeps, LoginCallOutcome } from './login-call';
export { postLogin } from './login-call';
export { createLoginStore } from './login-store';
export type { LoginCompletion, LoginSuccessDeps, LoginSuccessFlags } from './login-success';
export { completeLogin } from './login-success';
export type {
  LoginCredentials,
  LoginFlags,
  LoginSnapshot,
  LoginStatus,
  LoginStore,
  LoginStoreOptions,
} from './login-types';
export type { PortalSessionDeps, PortalSessionResult } from './portal-session';
export { openPortalSession } from './portal-session';
export type { LoginRequestFlags, LoginRequestInput } from './request';
export { buildLoginRequest, oneTimeCodeHeaders } from './request';
export type { LoginAnswer } from './response';
export { readLoginAnswer } from './response';
export type { LoginErrorKey } from './texts';
export { LOGIN_ERROR_KEYS, loginErrorKey, loginErrorText } from './texts';
