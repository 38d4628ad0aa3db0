/**
 * The portal's core wired for the terminal (design §1: the CLI drives the same core as the web
 * portal). One call builds what a browser tab would have: the session runtime (tokens, refresher,
 * logout, session engine), the identity store, the API client and the customer data, over the
 * Node ports, through core/portal's `createPortalCore` (decision 140). Nothing here decides a rule.
 */
import type { ApiClient } from '../../core/api';
import { createApiClient } from '../../core/api/api-client';
import type { RefreshRetryPolicy } from '../../core/auth';
import type { CustomerDataStore } from '../../core/customer-data';
import type { HeaderConfig } from '../../core/header';
import type { Locale } from '../../core/locale';
import type { IdentityStore } from '../../core/login';
import { createPortalCore, type PortalCore } from '../../core/portal';
import type { SessionRuntime } from '../../core/session';
import type { ResolvedEnvironment } from '../config/environment';
import { createNodePorts, type NodePorts, type NodePortsInput } from './ports';

/** The Node ports' input (ports.ts), and what the portal itself is configured with. */
export interface PortalInput extends Omit<NodePortsInput, 'currentUrl'> {
  readonly environment: ResolvedEnvironment;
  /** `await environment.headerConfig()`: the header the portal builds, and the US login host. */
  readonly header: HeaderConfig;
  readonly locale: Locale;
  /** The page the portal would be on; default the locale's login page. */
  readonly currentUrl?: string;
  /** The portal's idle timeout; default core's (5 minutes). */
  readonly idleTimeoutMs?: number;
  /** §4: run the session as the mobile app's webview does (decision 101). */
  readonly mobileWebview?: boolean;
  /** How a refresh retries transient failures; default CLI_REFRESH_RETRY. */
  readonly refreshRetry?: RefreshRetryPolicy;
}

/** A command's refresh: three attempts in all, waits of about 0.5–1 s and 1–2 s. */
export const CLI_REFRESH_RETRY: RefreshRetryPolicy = { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 2000 };

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
  /** The session's customer data, loaded as the web portal's shell loads it. */
  readonly customerData: CustomerDataStore;
  /** core/portal's assembly, for what it offers beyond these (the login store). */
  readonly core: PortalCore;
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
  // core/portal wires the session, identity, API client (with its refresher and lifecycle) and the
  // customer data, as for the browser (decision 140); the terminal brings its Node ports.
  const core = createPortalCore({
    ports,
    config: {
      services,
      flags: environment.flags,
      environment: environment.name,
      region: environment.region,
      usAppHost: input.header.usAppHost,
      clientId: environment.config.clientId,
      identityLogout: environment.config.identityLogout,
    },
    locale: () => locale,
    mobileWebview: input.mobileWebview === true,
    idleTimeoutMs: input.idleTimeoutMs,
    // A command answers in seconds: a transient failure is retried twice, within about 3 s.
    refreshRetry: input.refreshRetry ?? CLI_REFRESH_RETRY,
    createApiClient,
  });
  return {
    environment,
    mobileWebview: input.mobileWebview === true,
    header: input.header,
    locale,
    ports,
    runtime: core.runtime,
    identity: core.identity,
    api: core.api,
    customerData: core.customerData,
    core,
    dispose: core.dispose,
  };
}
