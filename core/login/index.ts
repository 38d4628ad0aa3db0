// core/redirects holds the one customerRedirectViewOf; re-exported for web/routing/guards.ts, which
// imports it from here (docs/decisions/140).
export { customerRedirectViewOf } from '../redirects';
export type { LoginLink } from './analytics';
export { loginPageShown, trackLoginLink } from './analytics';
export type { LoginErrorCode, LoginFailure } from './errors';
export { loginErrorCode } from './errors';
export type { IdentityStore } from './identity';
export { createIdentityStore, IDENTITY_STORAGE_KEYS } from './identity';
export { IDLE_LOGIN_SNAPSHOT } from './idle-snapshot';
export { createLoginStore } from './login-store';
export type { LoginSnapshot, LoginStore } from './login-types';
export { loginErrorKey, loginErrorText } from './texts';
