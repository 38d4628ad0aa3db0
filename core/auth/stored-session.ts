/**
 * Whether the storage holds a session, read without building the token store: the browser asks
 * this at start-up to decide whether the signed-in world is needed before the first page
 * (docs/loading.md), and its route guards ask it before loading that world. Its own small
 * module so that asking does not bring the token store, the claims reader or the refresher along.
 *
 * The rule is the token store's: its snapshot is `present` exactly when an access token is stored
 * (token-store.ts `build`), whether or not it is still valid (a refresh may revive it).
 */
import type { KeyValueStorage } from '../ports';
import { TOKEN_STORAGE_KEYS } from './storage-keys';

/**
 * @example hasStoredSession(storage) // false on a first visit; true after a login in any tab
 */
export function hasStoredSession(storage: Pick<KeyValueStorage, 'get'>): boolean {
  return storage.get(TOKEN_STORAGE_KEYS.accessToken) !== null;
}
