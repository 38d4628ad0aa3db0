import { render } from 'ink-testing-library';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TokenSnapshot } from '../../core/auth';
import { loadTexts } from '../../core/i18n/import-texts';
import type { SessionPlan, SessionSnapshot } from '../../core/session';
import type { WatchEvent, WatchState } from '../portal/session-watch';
import { watchTexts } from '../portal/watch-texts';
import { SessionWatchView, type WatchSource } from './SessionWatchView';

const onInterrupt = vi.fn();

// The command loads the session's language before it renders; so do these tests.
beforeAll(async () => {
  await Promise.all([loadTexts('de-DE'), loadTexts('en-GB')]);
});

const NOW = Date.UTC(2030, 0, 1, 10, 0, 0);
const token: TokenSnapshot = {
  status: 'present',
  version: 1,
  expiresAt: NOW + 250_000,
  timing: 'claims',
  refreshExpiresAt: NOW + 1_800_000,
  hasRefreshToken: true,
  skewSeconds: 0,
  clientId: 'login',
  sessionStartedAt: NOW - 60_000,
};
const plan: SessionPlan = {
  idleEnd: NOW + 119_000,
  maxEnd: NOW + 1_800_000,
  tokenEnd: NOW + 250_000,
  sessionEnd: NOW + 119_000,
  refreshAt: undefined,
  countdownFrom: NOW - 1000,
  extendable: true,
};

/** A watch whose state the test sets, recording what the view asks of it. */
function fakeWatch(session: SessionSnapshot, events: WatchEvent[] = []) {
  let state: WatchState = { session, token, deadlines: plan, events, ended: null };
  const listeners = new Set<() => void>();
  const source: WatchSource & { set(next: Partial<WatchState>): void } = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    extend: vi.fn(async () => ({ ok: true as const, minutes: 5 })),
    activity: vi.fn(),
    stop: vi.fn(),
    set(next) {
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    },
  };
  return source;
}

const describeEvent = (event: WatchEvent) => `event ${event.type}`;
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The view over `watch` as `session --watch` renders it, on the test's clock. */
function renderView(watch: WatchSource, locale: Parameters<typeof watchTexts>[0] = 'en-GB', title = 't') {
  return render(
    <SessionWatchView
      watch={watch}
      texts={watchTexts(locale)}
      title={title}
      describe={describeEvent}
      onInterrupt={onInterrupt}
      now={() => NOW}
    />,
  );
}

describe('the session watch view (§4 countdown, extend; Ink)', () => {
  it('shows the token and session ends, and the portal’s countdown text with the extend key (de-DE)', () => {
    const watch = fakeWatch(
      {
        status: 'countdown',
        secondsLeft: 119,
        endsAt: NOW + 119_000,
        extendable: true,
        extending: false,
        endsBy: 'idle',
      },
      [{ at: NOW, type: 'started' }],
    );
    const view = renderView(watch, 'de-DE', 'local (DEU)');
    const frame = view.lastFrame() ?? '';
    expect(frame).toContain('event started');
    expect(frame).toContain('Token: until 10:04:10Z, 4:10 left');
    expect(frame).toContain('Ends: idle 10:01:59Z · maximum 10:30:00Z');
    expect(frame).toContain('Sie werden in 1:59 abgemeldet. [e] Sitzung verlängern');
    view.unmount();
  });

  it('`e` extends and counts as activity; any other key is activity only; `q` stops', async () => {
    const watch = fakeWatch({
      status: 'countdown',
      secondsLeft: 60,
      endsAt: NOW + 60_000,
      extendable: true,
      extending: false,
      endsBy: 'idle',
    });
    const view = renderView(watch);
    await tick();
    view.stdin.write('x');
    await tick();
    expect(watch.activity).toHaveBeenCalledTimes(1);
    expect(watch.extend).not.toHaveBeenCalled();
    view.stdin.write('e');
    await tick();
    expect(watch.extend).toHaveBeenCalledTimes(1);
    expect(watch.activity).toHaveBeenCalledTimes(2);
    view.stdin.write('q');
    await tick();
    expect(watch.stop).toHaveBeenCalledTimes(1);
    // Ctrl-C is the interrupt (exit 130), not `q`.
    view.stdin.write('\u0003');
    await tick();
    expect(onInterrupt).toHaveBeenCalledTimes(1);
    expect(watch.stop).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('outside the countdown `e` is activity only, as the portal has no extend button then', async () => {
    const watch = fakeWatch({ status: 'active' });
    const view = renderView(watch);
    await tick();
    view.stdin.write('e');
    await tick();
    expect(watch.extend).not.toHaveBeenCalled();
    expect(watch.activity).toHaveBeenCalledTimes(1);
    expect(view.lastFrame()).not.toContain('Extend session');
    view.unmount();
  });

  it('after an extension shows the confirmation; events stay above as lines', async () => {
    const watch = fakeWatch({ status: 'active' });
    const view = renderView(watch);
    expect(view.lastFrame()).not.toContain('You will be logged out');
    watch.set({
      session: { status: 'extended', minutes: 5 },
      events: [{ at: NOW, type: 'extended', value: 5 }],
    });
    await tick();
    expect(view.lastFrame()).toContain('Your session was successfully extended by 5 minutes.');
    expect(view.frames.join('\n')).toContain('event extended');
    view.unmount();
  });
});
