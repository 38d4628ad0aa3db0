/**
 * The portal's core wired for the terminal (design §1: the CLI drives the same core as the web
 * portal). One call builds what a browser tab would have: the session runtime (tokens, refresher,
 * logout, session engine), the identity store and the API client, over the Node ports. Nothing
 * here decides a rule; it only connects core's pieces.
 */
import type { ApiClient } from '../../core/api';
import { createApiClient } from '../../core/api/api-client';
import type { HeaderConfig } from '../../core/header';
import type { Locale } from '../../core/locale';
import { createIdentityStore, type IdentityStore } from '../../core/login';
import type {
  ActivitySource,
  Fetch,
  KeyValueStorage,
  LifecycleSource,
  Locks,
  Logger,
} from '../../core/ports';
import { definePensionLogout, logoutDestination } from '../../core/redirects';
import { DEFAULT_PENSION_LOGOUT_PATHS } from '../../core/routes';
import { createSessionRuntime, type SessionRuntime } from '../../core/session';
import type { ResolvedEnvironment } from '../config/environment';
import { createNodePorts, type NodePorts } from './ports';

export interface PortalInput {
  readonly environment: ResolvedEnvironment;
  /** `await environment.headerConfig()`: the header the portal builds, and the US login host. */
  readonly header: HeaderConfig;
  readonly fetch: Fetch;
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  readonly locale: Locale;
  /** The page the portal would be on; default the locale's login page. */
  readonly currentUrl?: string;
  readonly activity?: ActivitySource;
  readonly lifecycle?: LifecycleSource;
  /** Default in-process; the stored session's lock file for a session shared between processes. */
  readonly locks?: Locks;
  /** The portal's idle timeout; default core's (5 minutes). */
  readonly idleTimeoutMs?: number;
  /** §4: run the session as the mobile app's webview does (decision 101). */
  readonly mobileWebview?: boolean;
}

export interface Portal {
  readonly environment: ResolvedEnvironment;
  /** §4 mobile webview mode (decision 101). */
  readonly mobileWebview: boolean;
  readonly header: HeaderConfig;
  readonly locale: Locale;
  readonly ports: NodePorts;
  readonly runtime: SessionRuntime;
  readonly identity: IdentityStore;
  readonly api: ApiClient;
  dispose(): void;
}

/**
 * @example
 * const portal = createPortal({ environment, fetch, storage, logger, locale: 'de-DE' });
 * portal.runtime.tokens.getSnapshot().status // 'present' after a login in another command
 */
export function createPortal(input: PortalInput): Portal {
  const { environment, locale } = input;
  const { services } = environment.config;
  const currentUrl = input.currentUrl ?? `${services.portal}/${locale.toLowerCase()}/login/`;
  const ports = createNodePorts({
    fetch: input.fetch,
    storage: input.storage,
    logger: input.logger,
    currentUrl,
    ...(input.activity ? { activity: input.activity } : {}),
    ...(input.lifecycle ? { lifecycle: input.lifecycle } : {}),
    ...(input.locks ? { locks: input.locks } : {}),
  });
  const runtime = createSessionRuntime({
    ports,
    services,
    flags: environment.flags,
    environment: environment.name,
    mobileWebview: input.mobileWebview === true,
    ...(input.idleTimeoutMs !== undefined ? { idleTimeoutMs: input.idleTimeoutMs } : {}),
    logoutDestination: ({ currentUrl: url, reason }) =>
      logoutDestination({
        flags: environment.flags,
        documentLanguage: locale,
        hostname: new URL(url).hostname,
        // §2.1/§6: a logout from the pension page goes to the pension flow (decision 100).
        currentUrl: url,
        reason,
        pensionLogout: definePensionLogout(DEFAULT_PENSION_LOGOUT_PATHS),
        usAppHost: input.header.usAppHost,
      }),
  });
  const identity = createIdentityStore({ storage: input.storage, session: runtime.logout });
  const api = createApiClient({
    services,
    fetch: input.fetch,
    scheduler: ports.scheduler,
    clock: ports.clock,
    tokens: runtime.tokens,
    session: runtime.logout,
    scope: () => ({ customerNumber: identity.customerNumber(), locale }),
    logger: input.logger,
  });
  return {
    environment,
    mobileWebview: input.mobileWebview === true,
    header: input.header,
    locale,
    ports,
    runtime,
    identity,
    api,
    dispose() {
      api.dispose();
      identity.dispose();
      runtime.dispose();
    },
  };
}
