/**
 * `session --watch` without a screen: core's session engine running live in this process, exactly
 * as in a browser tab (§4, design §6): the automatic refresh when 120 s of token life remain, the
 * countdown from 120 s before the end, "Extend session", expiry and the logout it runs. This file
 * only listens and keeps a log of what happened; the plain printer and the Ink view both read it.
 * The countdown is spoken rarely (core/session `nextAnnouncement`), never every second.
 */
import type { RefreshEvent, TokenSnapshot } from '../../core/auth';
import type { Unsubscribe } from '../../core/ports';
import {
  type ExtendResult,
  nextAnnouncement,
  type SessionPlan,
  type SessionSnapshot,
} from '../../core/session';
import { createEmitter } from '../../core/store';
import type { Portal } from './portal';

export type WatchEventType =
  | 'started'
  | 'refreshed'
  | 'adopted'
  | 'refresh-unavailable'
  | 'refresh-failed'
  | 'countdown'
  | 'extended'
  | 'extend-failed'
  | 'expired'
  | 'logged-out'
  | 'stopped';

export interface WatchEvent {
  readonly at: number;
  readonly type: WatchEventType;
  /** Seconds left, for countdown events; minutes, for extensions; the failure code otherwise. */
  readonly value?: number | string;
}

/** Why the watch ended: the session ended (expired, logged out, refresh refused) or the user stopped it. */
export type WatchEnd = 'expired' | 'logged-out' | 'refresh-failed' | 'stopped';

export interface WatchState {
  readonly session: SessionSnapshot;
  readonly token: TokenSnapshot;
  readonly deadlines: SessionPlan | null;
  readonly events: readonly WatchEvent[];
  readonly ended: WatchEnd | null;
}

export interface SessionWatch {
  getState(): WatchState;
  subscribe(listener: () => void): Unsubscribe;
  /** "Extend session" (§4). */
  extend(): Promise<ExtendResult>;
  /** The user did something (a key press): §4 activity. */
  activity(): void;
  stop(): void;
  /** Settles when the watch ends. */
  readonly done: Promise<WatchEnd>;
}

/**
 * @example
 * const watch = createSessionWatch(portal);
 * watch.subscribe(() => render(watch.getState()));
 * const end = await watch.done; // 'expired' after an idle timeout
 */
export function createSessionWatch(
  portal: Portal,
  input: { readonly onActivity?: () => void } = {},
): SessionWatch {
  const { runtime, ports } = portal;
  const { session, tokens, refresher, logout } = runtime;
  const listeners = createEmitter();
  const events: WatchEvent[] = [];
  let ended: WatchEnd | null = null;
  let announcementKey: string | null = null;
  let lastStatus: SessionSnapshot['status'] = session.getSnapshot().status;
  let state: WatchState;
  let finish: (end: WatchEnd) => void = () => {};
  const done = new Promise<WatchEnd>((resolve) => {
    finish = resolve;
  });

  const snapshotState = (): WatchState => ({
    session: session.getSnapshot(),
    token: tokens.getSnapshot(),
    deadlines: session.deadlines(),
    events: [...events],
    ended,
  });
  state = snapshotState();

  function publish() {
    state = snapshotState();
    listeners.emit();
  }

  function add(type: WatchEventType, value?: number | string) {
    events.push({ at: ports.clock.now(), type, ...(value !== undefined ? { value } : {}) });
  }

  function end(why: WatchEnd) {
    if (ended) return;
    ended = why;
    add(why === 'stopped' ? 'stopped' : why === 'expired' ? 'expired' : 'logged-out');
    publish();
    for (const stop of stops) stop();
    // The logout core started (expiry, refusal) finishes its calls before the watch reports.
    const settle = logout.isLoggingOut() ? logout.logout().catch(() => {}) : Promise.resolve();
    void settle.then(() => finish(why));
  }

  function onSession() {
    const snapshot = session.getSnapshot();
    if (snapshot.status === 'countdown') {
      const step = nextAnnouncement(
        lastStatus === 'countdown' ? announcementKey : null,
        snapshot.secondsLeft,
      );
      announcementKey = step.key;
      if (step.announce) add('countdown', snapshot.secondsLeft);
    } else announcementKey = null;
    if (snapshot.status === 'expired') {
      lastStatus = snapshot.status;
      end('expired');
      return;
    }
    lastStatus = snapshot.status;
    publish();
  }

  function onRefresh(event: RefreshEvent) {
    if (event.type === 'refreshed' || event.type === 'adopted') add(event.type);
    else if (event.type === 'refresh-unavailable') add('refresh-unavailable', event.code);
    else if (event.type !== 'session-probe-failed') add('refresh-failed', event.code);
    else add('refresh-failed', 'AUTH_SESSION_PROBE_FAILED');
    publish();
  }

  function onTokens() {
    if (tokens.getSnapshot().status === 'none' && !ended) {
      const last = events.at(-1);
      end(
        last?.type === 'refresh-failed'
          ? 'refresh-failed'
          : session.getSnapshot().status === 'expired'
            ? 'expired'
            : 'logged-out',
      );
      return;
    }
    publish();
  }

  const stops: Unsubscribe[] = [
    session.subscribe(onSession),
    refresher.subscribe(onRefresh),
    tokens.subscribe(onTokens),
  ];
  add('started');
  session.check();
  publish();
  if (tokens.getSnapshot().status === 'none') end('logged-out');

  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    async extend() {
      const result = await session.extend();
      if (result.ok) add('extended', result.minutes);
      else add('extend-failed', result.code);
      publish();
      return result;
    },
    activity() {
      input.onActivity?.();
    },
    stop: () => end('stopped'),
    done,
  };
}
