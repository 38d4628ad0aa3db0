/**
 * The portal of an existing session: the session file of the environment and region, the locale it
 * was made in, and the embedded sandbox connected (started here if need be). For `logout` and
 * `session`.
 */
import type { Locale } from '../../core/locale';
import { parseLocale } from '../../core/locale';
import type { ActivitySource, LifecycleSource } from '../../core/ports';
import { dashboardPath } from '../../core/routes';
import type { FileStorage } from '../adapters/file-storage';
import type { ResolvedEnvironment } from '../config/environment';
import type { Context } from '../context';
import { CliError } from '../errors';
import { createPortal, type Portal } from '../portal/portal';
import { readSessionMeta, type SessionMeta } from '../portal/session-meta';
import type { SandboxConnection } from '../sandbox/embedded';

export interface SessionPortal {
  readonly portal: Portal;
  readonly storage: FileStorage;
  readonly meta: SessionMeta | undefined;
  readonly sandbox: SandboxConnection | undefined;
}

export interface SessionPortalOptions {
  /** Connect the environment (start the embedded sandbox); default true. */
  readonly connect?: boolean;
  readonly watchIntervalMs?: number;
  readonly activity?: ActivitySource;
  readonly lifecycle?: LifecycleSource;
  readonly idleTimeoutMs?: number;
  /** The portal's locale; default the one the session was made in. */
  readonly locale?: Locale;
  /** §4 `--mobile-webview`: the session as the mobile app's webview runs it (decision 101). */
  readonly mobileWebview?: boolean;
  /** §4 `--simulated-session`: local development's bypassed session checks and 220 s token. */
  readonly simulatedSession?: boolean;
  /** The portal page the customer is on (a root-relative path); default the dashboard. */
  readonly page?: string | undefined;
}

export async function openSessionPortal(
  context: Context,
  options: SessionPortalOptions = {},
): Promise<SessionPortal> {
  const environment = withSessionMode(await context.environment(), options.simulatedSession === true);
  const storage = await context.sessionStorage(
    options.watchIntervalMs !== undefined ? { watchIntervalMs: options.watchIntervalMs } : {},
  );
  const meta = readSessionMeta(storage);
  const locale: Locale = options.locale ?? parseLocale(meta?.locale) ?? 'de-DE';
  const hasSession = storage.get('access_token') !== null;
  const sandbox = options.connect === false || !hasSession ? undefined : await context.connect();
  const portal = createPortal({
    environment,
    header: await environment.headerConfig(),
    fetch: await context.fetch(),
    storage,
    logger: context.logger,
    locale,
    locks: context.sessionLocks(storage),
    // The page a logged-in customer is on when the session is used.
    currentUrl: pageUrl(options.page ?? dashboardPath(locale), environment.config.services.portal),
    ...(options.activity ? { activity: options.activity } : {}),
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
    ...(options.idleTimeoutMs !== undefined ? { idleTimeoutMs: options.idleTimeoutMs } : {}),
    mobileWebview: options.mobileWebview === true,
    ...(context.io.refreshRetry ? { refreshRetry: context.io.refreshRetry } : {}),
  });
  context.onCleanup(() => portal.dispose());
  return { portal, storage, meta, sandbox };
}

/** `--page /de-de/pension/` on the portal's origin; anything but a root-relative path is a usage error. */
function pageUrl(page: string, portalOrigin: string): string {
  if (!/^\/(?!\/)/.test(page))
    throw new CliError(
      'USAGE',
      `--page "${page}" is not a path of the portal.`,
      'Example: --page /de-de/pension/',
    );
  return new URL(page, portalOrigin).href;
}

/**
 * §4 local development: with `--simulated-session` the flag that runs the real session rules
 * locally is switched off, so core bypasses the session checks and takes the token to live 220 s
 * (core/config local-development.ts). Only the local environment has that mode.
 */
export function withSessionMode(environment: ResolvedEnvironment, simulated: boolean): ResolvedEnvironment {
  if (!simulated) return environment;
  if (environment.name !== 'local')
    throw new CliError(
      'USAGE',
      `--simulated-session is local development's mode (§4); ${environment.name} runs the real session rules.`,
      'Leave out --env, or use --env local.',
    );
  return { ...environment, flags: { ...environment.flags, b2cEnableSessionTimerLocally: false } };
}

/** The stderr note for a session whose sandbox ran inside the login command and stopped with it. */
export function staleSandboxNote(
  meta: SessionMeta | undefined,
  sandbox: SandboxConnection | undefined,
): string | undefined {
  if (!meta?.sandboxStartedByLogin || !sandbox?.startedHere) return undefined;
  return 'This session was made by a sandbox that ran inside the login command and has stopped; the sandbox started now does not know it. Run `portal-cli sandbox` in another terminal, then log in again.';
}
