/**
 * `portal-cli logout`: core's logout sequence (§4): the identity-provider logout, the local session
 * cleared (first, so an unreachable server keeps no one logged in), the portal logout when the flag
 * says so, then the page the portal would go to. A server that fails is reported as a warning:
 * the session here is gone either way.
 */
import { LogoutError } from '../../core/logout';
import type { CommandRun } from '../context';
import { EXIT } from '../exit-codes';
import { clearSessionMeta } from '../portal/session-meta';
import { openSessionPortal, staleSandboxNote } from './session-portal';

export interface LogoutOptions {
  /** The portal page the logout starts from (§2.1 pension logout flow). */
  readonly page?: string;
}

export const logoutCommand: CommandRun<LogoutOptions> = async (context, options) => {
  const { output } = context;
  const environment = await context.environment();
  const { portal, storage, meta, sandbox } = await openSessionPortal(context, { page: options.page });
  const where = `${environment.name} (${environment.region})`;
  if (portal.runtime.tokens.getSnapshot().status === 'none') {
    clearSessionMeta(storage);
    if (output.json)
      output.document({
        ok: true,
        command: 'logout',
        environment: environment.name,
        region: environment.region,
        loggedOut: false,
        reason: 'no-session',
      });
    else output.line(`No session stored for ${where}: nothing to log out.`);
    return EXIT.ok;
  }
  const note = staleSandboxNote(meta, sandbox);
  let serverError: LogoutError | undefined;
  try {
    await portal.runtime.logout.logout({ reason: 'user' });
  } catch (error) {
    if (!(error instanceof LogoutError)) throw error;
    serverError = error;
  }
  clearSessionMeta(storage);
  const destination = portal.ports.navigation.visits.at(-1)?.url ?? null;
  if (output.json) {
    output.document({
      ok: true,
      command: 'logout',
      environment: environment.name,
      region: environment.region,
      loggedOut: true,
      server: serverError
        ? { ok: false, code: serverError.code, ...(serverError.status ? { status: serverError.status } : {}) }
        : { ok: true },
      destination,
    });
  } else {
    output.line(`${output.style.green('✓')} Logged out of ${where}; the local session is cleared.`);
    if (destination) output.line(`  Destination  ${destination}`);
  }
  if (serverError)
    output.warn(
      `The server logout failed (${serverError.code}${serverError.status ? `, HTTP ${serverError.status}` : ''}): ${serverError.message}`,
    );
  if (serverError && note) output.info(note);
  return EXIT.ok;
};
