/**
 * The auth token store (§3): access and refresh token over a KeyValueStorage, the time difference
 * (skew.ts), and the derived timing every other part reads. A store with `subscribe` and
 * `getSnapshot` (design §3), so React and Ink can watch it; another tab's writes arrive through the
 * storage subscription.
 *
 * The snapshot never holds the tokens themselves, only timing: components that render it cannot
 * leak a token. `accessToken()` and `refreshToken()` hand them out to the two callers that need
 * them, the API client and the refresher.
 */
import { DEFAULT_CLIENT_ID, refreshClientId } from '../config';
import type { Clock, KeyValueStorage, Unsubscribe } from '../ports';
import { createEmitter } from '../store';
import { readExpiry, readTimingClaims, type TimingClaims } from './claims';
import { estimatedSkewSeconds, measuredSkewSeconds, type RequestTiming } from './skew';
import { ALL_TOKEN_STORAGE_KEYS, TOKEN_STORAGE_KEYS as KEYS } from './storage-keys';
import { localTime, UNREADABLE_TOKEN_ESTIMATE_MS } from './validity';

/**
 * How `expiresAt` was found: from the token's claims, the §9 five-minute estimate for a token that
 * cannot be read, or local development's simulated life (§4).
 */
export type TokenTimingSource = 'claims' | 'estimate' | 'simulated';

export type TokenSnapshot =
  | { readonly status: 'none' }
  | {
      readonly status: 'present';
      /** Changes whenever the access token changes; lets callers tell tokens apart without holding them. */
      readonly version: number;
      /** Local-clock instant (epoch ms) the access token ends, corrected by the time difference. */
      readonly expiresAt: number;
      readonly timing: TokenTimingSource;
      /**
       * Local-clock instant the refresh token ends, when it is a JWT with exp (Keycloak's are); null
       * when it is opaque (a standard server's usually are): then only the server knows its end.
       */
      readonly refreshExpiresAt: number | null;
      readonly hasRefreshToken: boolean;
      /** §3 time difference in seconds (local minus server). Never null once a token exists. */
      readonly skewSeconds: number;
      /**
       * §7: client id for refresh and logout: the token's azp, else its client_id, else the
       * configured client id (config/client-id.ts).
       */
      readonly clientId: string;
      /** When this login began on the local clock, if known. */
      readonly sessionStartedAt: number | null;
    };

/** What a login or a refresh returns (wire.ts `TokenSet` fits). */
export interface TokenPairInput {
  readonly access_token: string;
  readonly refresh_token?: string | undefined;
}

export interface TokenStore {
  getSnapshot(): TokenSnapshot;
  /** Called after any change, here or in another tab. */
  subscribe(listener: () => void): Unsubscribe;
  accessToken(): string | null;
  /** The access token when it is valid now (§5), else null: what the API client sends as bearer. */
  validAccessToken(): string | null;
  refreshToken(): string | null;
  /** §5 token validity now; always true for local development's simulated token (§4 checks bypassed). */
  isValid(): boolean;
  /**
   * Stores tokens from a login or a refresh. Pass the request's timing whenever there was a request,
   * so the time difference is measured (keycloak-js); without it, it is estimated.
   */
  save(tokens: TokenPairInput, timing?: RequestTiming): void;
  /** Removes tokens, time difference and session start, here and (through storage) in every tab. */
  clear(): void;
  /** Increments whenever the tokens are cleared, here or elsewhere; a late refresh answer checks it. */
  generation(): number;
  /** Stops listening to storage. */
  dispose(): void;
}

export interface TokenStoreOptions {
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  /**
   * §4 local development: the token is treated as living this many seconds from when it was stored
   * and session checks are bypassed (core/config `simulatedTokenLifetimeSeconds`).
   */
  readonly simulatedLifetimeSeconds?: number | undefined;
  /** §9 the configured client id: the refresh's client when the access token names none. */
  readonly clientId?: string | undefined;
}

interface Raw {
  readonly access: string | null;
  readonly refresh: string | null;
  readonly skew: string | null;
  readonly started: string | null;
}

const sameRaw = (a: Raw, b: Raw) =>
  a.access === b.access && a.refresh === b.refresh && a.skew === b.skew && a.started === b.started;

function parseInteger(value: string | null): number | null {
  if (value === null || !/^-?\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * @example
 * const tokens = createTokenStore({ storage, clock });
 * tokens.save(loginAnswer.token, { requestStart, responseEnd });
 * tokens.getSnapshot() // { status: 'present', expiresAt: …, skewSeconds: 0, clientId: 'login', … }
 */
export function createTokenStore(options: TokenStoreOptions): TokenStore {
  const { storage, clock, simulatedLifetimeSeconds } = options;
  const configuredClientId = options.clientId ?? DEFAULT_CLIENT_ID;
  // The snapshot is read from storage on demand (another tab may have written it), so this store
  // keeps only the listeners, not a held snapshot (core/store createEmitter, not createStore).
  const listeners = createEmitter();
  let generation = 0;
  let version = 0;
  let lastAccess: string | null = null;
  /** When this tab first saw the current access token: the base of estimates. */
  let firstSeenAt = 0;
  /** The estimated time difference for the current access token, fixed once computed. */
  let estimatedSkew: number | null = null;
  let cached: { raw: Raw; snapshot: TokenSnapshot } | null = null;

  const readRaw = (): Raw => ({
    access: storage.get(KEYS.accessToken),
    refresh: storage.get(KEYS.refreshToken),
    skew: storage.get(KEYS.timeSkew),
    started: storage.get(KEYS.sessionStartedAt),
  });

  function noteAccess(access: string | null) {
    if (access === lastAccess) return;
    if (access !== null) version++;
    if (access === null && lastAccess !== null) generation++;
    lastAccess = access;
    firstSeenAt = clock.now();
    estimatedSkew = null;
  }

  function skewFor(raw: Raw, claims: TimingClaims | null): number {
    const stored = parseInteger(raw.skew);
    if (stored !== null) return stored;
    if (!claims) return 0;
    estimatedSkew ??= estimatedSkewSeconds(firstSeenAt, claims.iat);
    return estimatedSkew;
  }

  function build(raw: Raw): TokenSnapshot {
    noteAccess(raw.access);
    if (raw.access === null) return { status: 'none' };
    const claims = readTimingClaims(raw.access);
    const skewSeconds = skewFor(raw, claims);
    let expiresAt: number;
    let timing: TokenTimingSource;
    if (simulatedLifetimeSeconds !== undefined) {
      [expiresAt, timing] = [firstSeenAt + simulatedLifetimeSeconds * 1000, 'simulated'];
    } else if (claims) {
      [expiresAt, timing] = [localTime(claims.exp, skewSeconds), 'claims'];
    } else {
      [expiresAt, timing] = [firstSeenAt + UNREADABLE_TOKEN_ESTIMATE_MS, 'estimate'];
    }
    const refreshExp = raw.refresh === null ? null : readExpiry(raw.refresh);
    return {
      status: 'present',
      version,
      expiresAt,
      timing,
      refreshExpiresAt: refreshExp === null ? null : localTime(refreshExp, skewSeconds),
      hasRefreshToken: raw.refresh !== null,
      skewSeconds,
      clientId: refreshClientId([claims?.azp, claims?.client_id], configuredClientId),
      sessionStartedAt: parseInteger(raw.started),
    };
  }

  function getSnapshot(): TokenSnapshot {
    const raw = readRaw();
    if (cached && sameRaw(cached.raw, raw)) return cached.snapshot;
    cached = { raw, snapshot: build(raw) };
    return cached.snapshot;
  }

  function notify() {
    getSnapshot(); // observe the change first, so generation and version are current for listeners
    listeners.emit();
  }

  const watched = new Set<string | null>([...ALL_TOKEN_STORAGE_KEYS, null]);
  const stopWatching = storage.subscribe((change) => {
    if (watched.has(change.key)) notify();
  });
  getSnapshot();

  function isValid(): boolean {
    const snapshot = getSnapshot();
    if (snapshot.status === 'none') return false;
    if (snapshot.timing === 'simulated') return true;
    // Same as §5's isTokenValid(exp, now, skew): expiresAt is localTime(exp, skew) (validity.ts).
    return clock.now() <= snapshot.expiresAt;
  }

  return {
    getSnapshot,
    subscribe: listeners.subscribe,
    accessToken: () => storage.get(KEYS.accessToken),
    validAccessToken: () => (isValid() ? storage.get(KEYS.accessToken) : null),
    refreshToken: () => storage.get(KEYS.refreshToken),
    isValid,
    save(tokens, timing) {
      const claims = readTimingClaims(tokens.access_token);
      const isNewSession = storage.get(KEYS.accessToken) === null;
      // The refresh token first: after a rotation the server accepts only the new one, so it is the
      // one value a crash (a killed process, a closed tab) must not lose. The time difference and
      // the session start are derived again if they are missing.
      if (tokens.refresh_token) storage.set(KEYS.refreshToken, tokens.refresh_token);
      else storage.remove(KEYS.refreshToken);
      if (claims) {
        const skew = timing
          ? measuredSkewSeconds(timing, claims.iat)
          : estimatedSkewSeconds(clock.now(), claims.iat);
        storage.set(KEYS.timeSkew, String(skew));
      } else {
        storage.remove(KEYS.timeSkew);
      }
      if (isNewSession) storage.set(KEYS.sessionStartedAt, String(clock.now()));
      // Written last: other tabs treat the access token as "a session exists".
      storage.set(KEYS.accessToken, tokens.access_token);
      notify();
    },
    clear() {
      // The access token goes first, so other tabs see "no session" at the first change they hear of.
      for (const key of [KEYS.accessToken, KEYS.refreshToken, KEYS.timeSkew, KEYS.sessionStartedAt])
        storage.remove(key);
      notify();
    },
    generation: () => {
      getSnapshot();
      return generation;
    },
    dispose: stopWatching,
  };
}
