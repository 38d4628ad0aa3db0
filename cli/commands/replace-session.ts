/**
 * How `login` and `login --with-tokens` store the session they start: in place of the one before,
 * with the meta that says where and when it was made. The replaced session's grant was not ended
 * on the server, so the user hears of it.
 */
import { TOKEN_STORAGE_KEYS } from '../../core/auth';
import type { FileStorage } from '../adapters/file-storage';
import type { ResolvedEnvironment } from '../config/environment';
import type { Output } from '../output/output';
import { writeSessionMeta } from '../portal/session-meta';

export interface NewSession {
  readonly environment: ResolvedEnvironment;
  readonly locale: string;
  /** When the session was made: its login time and its first activity. */
  readonly now: number;
  readonly sandboxStartedByLogin: boolean;
}

/** Empties the session file, lets `writeTokens` fill it, records the session's meta; returns what `writeTokens` did. */
export function replaceStoredSession<T>(
  storage: FileStorage,
  session: NewSession,
  output: Pick<Output, 'info'>,
  writeTokens: () => T,
): T {
  const replaced = storage.get(TOKEN_STORAGE_KEYS.accessToken) !== null;
  storage.destroy();
  const written = writeTokens();
  const { environment, locale, now, sandboxStartedByLogin } = session;
  writeSessionMeta(storage, {
    environment: environment.name,
    region: environment.region,
    origin: environment.config.services.identity,
    locale,
    loggedInAt: now,
    lastActivityAt: now,
    sandboxStartedByLogin,
  });
  if (replaced)
    output.info(
      'The new session replaces the one stored before (that one was not logged out on the server).',
    );
  return written;
}
