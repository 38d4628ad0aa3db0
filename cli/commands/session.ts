/**
 * `portal-cli session`: the stored session's status (token life, time difference, idle and
 * maximum-session ends, whether a refresh is due, and whether the server still accepts it);
 * `session refresh` refreshes now through core's refresher; `session --watch` runs the session
 * timer live (session-watch-command.ts).
 */

import type { CommandRun, Context } from '../context';
import { CliError } from '../errors';
import { EXIT } from '../exit-codes';
import { block, clock, time } from '../output/format';
import { refreshFailureError } from '../portal/refresh-failure';
import { clearSessionMeta, touchSessionMeta } from '../portal/session-meta';
import { type ProbeResult, probeSession } from '../portal/session-probe';
import { type SessionStatus, sessionStatus } from '../portal/session-status';
import { openSessionPortal, staleSandboxNote } from './session-portal';

export interface SessionOptions {
  readonly watch?: boolean;
  readonly for?: string;
  readonly idleTimeout?: string;
  readonly offline?: boolean;
  /** §4 the session as the mobile app's webview runs it (decision 101). */
  readonly mobileWebview?: boolean;
  /** §4 local development's simulation: session checks bypassed, a 220 s token. */
  readonly simulatedSession?: boolean;
}

/** The session-mode options of `session`, as openSessionPortal takes them. */
export function sessionMode(options: SessionOptions) {
  return {
    mobileWebview: options.mobileWebview === true,
    simulatedSession: options.simulatedSession === true,
  };
}

function modeText(view: { mode: string; sessionChecks: string }): string {
  if (view.sessionChecks === 'bypassed')
    return 'local simulation (§4): session checks bypassed, token taken to live 220 s, no timer or refresh';
  return view.mode === 'mobileWebview'
    ? 'mobile webview (§4): no idle end, no countdown; time left is the token life'
    : 'browser: idle timeout, countdown at 120 s';
}

async function notLoggedIn(context: Context): Promise<CliError> {
  const environment = await context.environment();
  const flag = environment.name === 'local' ? '' : ` --env ${environment.name}`;
  return new CliError(
    'NOT_LOGGED_IN',
    `No session stored for ${environment.name} (${environment.region}).`,
    `Log in first: portal-cli login${flag} --locale de-de`,
  );
}

function refreshTokenText(view: SessionStatus): string {
  const refresh = view.refreshToken;
  if (!refresh?.present) return 'none';
  if (refresh.expiry === 'unknown')
    return 'present, its end unknown: it is opaque (not a JWT), so only the server knows when it ends';
  return `until ${time(refresh.expiresAt)}`;
}

function probeText(probe: ProbeResult | undefined): string {
  if (!probe) return 'not asked (--offline)';
  if (probe.kind === 'accepted') return `accepts the session (HTTP ${probe.status})`;
  if (probe.kind === 'refused') return `refuses the session (HTTP ${probe.status})`;
  return `gave no verdict: ${probe.reason}`;
}

const status: CommandRun<SessionOptions> = async (context, options) => {
  const { output } = context;
  const { portal, meta, sandbox } = await openSessionPortal(context, {
    connect: options.offline !== true,
    ...sessionMode(options),
  });
  const now = portal.ports.clock.now();
  const view = sessionStatus(portal, meta, now);
  if (!view.loggedIn) throw await notLoggedIn(context);
  const probe = options.offline ? undefined : await probeSession(portal);
  const ended = probe?.kind === 'refused' || (view.token?.valid === false && !view.refresh?.extendable);
  const note = probe?.kind === 'refused' ? staleSandboxNote(meta, sandbox) : undefined;
  if (output.json) {
    output.document({
      ok: !ended,
      command: 'session',
      ...view,
      server: probe ?? null,
    });
  } else {
    const { style } = output;
    const token = view.token!;
    output.line(
      `${ended ? style.red('✗') : style.green('✓')} Session of ${style.bold(`${view.environment} (${view.region})`)}, customer ${view.customerNumber ?? '-'}${view.locale ? `, locale ${view.locale}` : ''}.`,
    );
    for (const row of block([
      [
        'Token',
        `${token.valid ? 'valid' : 'expired'} until ${time(token.expiresAt)} (${clock(token.secondsLeft)} left, from ${token.timing}), client ${token.clientId}`,
      ],
      ['Mode', modeText(view)],
      ['Time left', view.secondsLeft !== null ? clock(view.secondsLeft) : 'no end while checks are bypassed'],
      ['Time difference', `${view.skewSeconds ?? 0} s (local minus server)`],
      ['Refresh token', refreshTokenText(view)],
      ['Started', time(view.sessionStartedAt)],
      ['Idle end', time(view.idleEndsAt)],
      [
        'Maximum end',
        view.maxSessionEndsAt === null && view.refreshToken?.expiry === 'unknown'
          ? 'unknown: the refresh token does not say; the server ends the session with invalid_grant'
          : time(view.maxSessionEndsAt),
      ],
      [
        'Session end',
        `${time(view.sessionEndsAt)}${view.secondsToSessionEnd !== null ? ` (${clock(view.secondsToSessionEnd)} left)` : ''}${view.sessionEndsBy ? `, ${SESSION_END_CAUSE[view.sessionEndsBy]}` : ''}`,
      ],
      [
        'Refresh',
        !view.refresh
          ? 'not automatic (session checks bypassed)'
          : view.refresh.due
            ? 'due now (120 s or less of token life)'
            : view.refresh.dueAt === null
              ? refreshNone(view)
              : `due at ${time(view.refresh.dueAt)}${view.refresh.extendable ? '' : ' (not extendable)'}`,
      ],
      ['Server', probeText(probe)],
    ]))
      output.line(row);
  }
  if (note) output.info(note);
  return ended ? EXIT.authFailed : EXIT.ok;
};

/** §4 why no refresh is due: the token already lasts to the session's end, or it may not be extended. */
function refreshNone(view: {
  sessionEndsBy: string | null;
  refresh: { extendable: boolean } | null;
}): string {
  if (view.refresh && !view.refresh.extendable)
    return view.sessionEndsBy === 'maximum'
      ? 'none: the session reaches its maximum and is not extendable (§4 stop-refreshing flag)'
      : 'none: not extendable';
  return view.sessionEndsBy === 'maximum'
    ? 'none: the token lasts to the maximum session'
    : 'none: the token outlives the session';
}

/** §4 what ends the session first, in the `Session end` row. */
const SESSION_END_CAUSE = {
  idle: 'idle end',
  maximum: 'maximum session',
  token: 'token end (not refreshed)',
} as const;

const refresh: CommandRun<SessionOptions> = async (context, options) => {
  const { output } = context;
  const { portal, storage, meta, sandbox } = await openSessionPortal(context, sessionMode(options));
  const { runtime, ports } = portal;
  const before = runtime.tokens.getSnapshot();
  if (before.status === 'none') throw await notLoggedIn(context);
  const outcome = await runtime.refresher.refresh();
  if (!outcome.ok) {
    // A refusal has started core's logout; let its calls finish before the process ends.
    if (runtime.logout.isLoggingOut()) await runtime.logout.logout().catch(() => {});
    if (!outcome.error.transient && runtime.tokens.getSnapshot().status === 'none') clearSessionMeta(storage);
    throw refreshFailureError({
      error: outcome.error,
      attempts: outcome.attempts,
      clientId: before.clientId,
      note: staleSandboxNote(meta, sandbox),
    });
  }
  touchSessionMeta(storage, ports.clock.now());
  const after = runtime.tokens.getSnapshot();
  const now = ports.clock.now();
  const expiresAt = after.status === 'present' ? after.expiresAt : now;
  const probe = outcome.probe;
  if (output.json) {
    output.document({
      ok: true,
      command: 'session refresh',
      via: outcome.via,
      token: {
        expiresAt: new Date(expiresAt).toISOString(),
        secondsLeft: Math.round((expiresAt - now) / 1000),
        previousExpiresAt: new Date(before.expiresAt).toISOString(),
        skewSeconds: after.status === 'present' ? after.skewSeconds : null,
      },
      server: probe ?? null,
    });
  } else {
    output.line(
      `${output.style.green('✓')} Session refreshed (${outcome.via}); the token is valid until ${time(new Date(expiresAt).toISOString())}, ${clock((expiresAt - now) / 1000)} left.`,
    );
  }
  if (probe?.kind === 'no-verdict')
    output.warn(`The portal's session probe gave no verdict (${probe.reason}); the session is kept.`);
  return EXIT.ok;
};

export const sessionCommand: CommandRun<SessionOptions> = async (context, options, args) => {
  const action = args[0] ?? 'status';
  if (options.watch) {
    if (action !== 'status')
      throw new CliError('USAGE', '--watch goes with `session`, not `session refresh`.');
    const { watchCommand } = await import('./session-watch-command');
    return watchCommand(context, options, args);
  }
  return action === 'refresh' ? refresh(context, options, args) : status(context, options, args);
};
