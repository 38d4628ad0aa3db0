/**
 * `portal-cli session --watch`: the session engine live (portal/session-watch.ts). On a terminal an
 * Ink view shows the countdown and takes keys (any key is activity, `e` extends, `q` stops); without
 * one, or with --json, one plain line per event, so CI logs read like a timeline (design §6: Ink
 * prints only its last frame there). Ends when the session ends (exit 3), or on Ctrl-C or after
 * `--for` seconds (exit 0, the session kept).
 */
import type { AuthErrorCode } from '../../core/auth';
import { parseLocale } from '../../core/locale';
import { createTerminalActivity } from '../adapters/activity';
import { nodeClock } from '../adapters/clock';
import { createNodeLifecycle } from '../adapters/lifecycle';
import type { CommandRun, Context } from '../context';
import { CliError } from '../errors';
import { EXIT } from '../exit-codes';
import { clock, time } from '../output/format';
import { prepareInkColour } from '../output/ink-colour';
import { loadTexts } from '../portal/load-texts';
import type { Portal } from '../portal/portal';
import { refusalWords } from '../portal/refresh-failure';
import { touchSessionMeta } from '../portal/session-meta';
import { createSessionWatch, type WatchEvent } from '../portal/session-watch';
import { type WatchTexts, watchTexts } from '../portal/watch-texts';
import { type SessionOptions, sessionMode } from './session';
import { openSessionPortal } from './session-portal';

/** How often the session file is polled for other commands' refreshes and logouts. */
const FILE_POLL_MS = 1000;

function seconds(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new CliError('USAGE', `${name} must be a positive number of seconds, not "${value}".`);
  return parsed;
}

function tokenLine(portal: Portal): string {
  const token = portal.runtime.tokens.getSnapshot();
  if (token.status === 'none') return 'no token';
  const now = portal.ports.clock.now();
  return `token valid until ${time(new Date(token.expiresAt).toISOString())} (${clock((token.expiresAt - now) / 1000)} left)`;
}

/** One event as a plain line. */
export function describeEvent(event: WatchEvent, texts: WatchTexts, portal: Portal): string {
  const at = new Date(event.at).toISOString().slice(11, 19);
  switch (event.type) {
    case 'started': {
      const plan = portal.runtime.session.deadlines();
      const refresh =
        plan?.refreshAt !== undefined
          ? `; refresh due at ${time(new Date(plan.refreshAt).toISOString())}`
          : '';
      return `${at} watching: ${tokenLine(portal)}${refresh}`;
    }
    case 'refreshed':
      return `${at} refreshed: ${tokenLine(portal)}`;
    case 'adopted':
      return `${at} another command refreshed: ${tokenLine(portal)}`;
    case 'refresh-unavailable':
      return `${at} refresh unavailable (${event.value}); tokens kept`;
    case 'refresh-failed': {
      const token = portal.runtime.tokens.getSnapshot();
      const clientId = token.status === 'present' ? token.clientId : portal.environment.config.clientId;
      return `${at} refresh refused: ${refusalWords(event.value as AuthErrorCode, clientId)} (${event.value})`;
    }
    case 'countdown':
      return `${at} ${texts.countdown(Number(event.value))}`;
    case 'extended':
      return `${at} ${texts.extended(Number(event.value))}`;
    case 'extend-failed':
      return `${at} ${texts.extendFailed} (${event.value})`;
    case 'expired':
      return `${at} session expired and logged out: ${texts.loggedOutInactivity}`;
    case 'logged-out':
      return `${at} session ended: logged out here, elsewhere or by the server`;
    case 'stopped':
      return `${at} stopped watching; the session is kept`;
  }
}

export const watchCommand: CommandRun<SessionOptions> = async (context: Context, options) => {
  const { output } = context;
  const environment = await context.environment();
  const forSeconds = seconds(options.for, '--for');
  const idleSeconds = seconds(options.idleTimeout, '--idle-timeout');
  const activity = createTerminalActivity();
  const lifecycle = createNodeLifecycle({ clock: nodeClock });
  context.onCleanup(() => lifecycle.dispose());
  const { portal, storage, meta } = await openSessionPortal(context, {
    watchIntervalMs: FILE_POLL_MS,
    activity,
    lifecycle,
    ...(idleSeconds !== undefined ? { idleTimeoutMs: idleSeconds * 1000 } : {}),
    ...sessionMode(options),
  });
  if (portal.runtime.tokens.getSnapshot().status === 'none')
    throw new CliError(
      'NOT_LOGGED_IN',
      `No session stored for ${environment.name} (${environment.region}).`,
      'Log in first: portal-cli login',
    );
  touchSessionMeta(storage, nodeClock.now());
  if (portal.mobileWebview)
    output.info(
      'Mobile webview (§4): no idle end and no countdown; the session lasts as long as the token is refreshed.',
    );
  if (portal.runtime.session.getSnapshot().status === 'off')
    output.info('Local simulation (§4): the session checks are bypassed; there is no timer to watch.');
  const locale = parseLocale(meta?.locale) ?? portal.locale;
  await loadTexts(locale);
  const texts = watchTexts(locale);
  const watch = createSessionWatch(portal, {
    onActivity: () => {
      activity.emit('keydown');
      touchSessionMeta(storage, nodeClock.now());
    },
  });
  const stop = () => watch.stop();
  // Ctrl-C stops watching, keeps the session and ends with 130; `q` and --for end with 0.
  const { interrupts } = context;
  interrupts.handle();
  interrupts.signal.addEventListener('abort', stop, { once: true });
  const timer = forSeconds !== undefined ? setTimeout(stop, forSeconds * 1000) : undefined;
  context.onCleanup(() => {
    interrupts.signal.removeEventListener('abort', stop);
    if (timer) clearTimeout(timer);
  });

  let end: Awaited<typeof watch.done>;
  if (output.interactive) {
    prepareInkColour(output.style.enabled);
    const { renderSessionWatch } = await import('../ui/render-session-watch');
    end = await renderSessionWatch(watch, {
      io: context.io,
      texts,
      describe: (event) => describeEvent(event, texts, portal),
      title: `${environment.name} (${environment.region}) · customer ${portal.identity.customerNumber() ?? '-'} · ${locale}`,
    });
  } else {
    let printed = 0;
    const print = () => {
      const { events } = watch.getState();
      for (; printed < events.length; printed++) output.line(describeEvent(events[printed]!, texts, portal));
    };
    const unsubscribe = watch.subscribe(print);
    print();
    end = await watch.done;
    print();
    unsubscribe();
  }

  const interrupted = interrupts.signal.aborted && end === 'stopped';
  if (output.json)
    output.document({
      ok: end === 'stopped',
      command: 'session --watch',
      environment: environment.name,
      region: environment.region,
      ended: end,
      ...(interrupted ? { interrupted } : {}),
      events: watch.getState().events.map((event) => ({ ...event, at: new Date(event.at).toISOString() })),
    });
  if (interrupted) return interrupts.exitCode();
  return end === 'stopped' ? EXIT.ok : EXIT.authFailed;
};
