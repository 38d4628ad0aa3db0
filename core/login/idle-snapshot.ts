/**
 * The login store's first snapshot: nothing submitted, no error. Its own module so that a login
 * page can draw the idle form before its store exists (the browser makes the store when the visitor
 * starts on the form, docs/loading.md) without bringing the store's code along.
 */
import type { LoginSnapshot } from './login-types';

export const IDLE_LOGIN_SNAPSHOT: LoginSnapshot = Object.freeze({
  status: 'idle',
  loggedIn: false,
  error: null,
  deviceTrustOffered: false,
  destination: null,
});
