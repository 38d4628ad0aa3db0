/**
 * The lifecycle port on Node (design §6: re-check every deadline on resume). A terminal has no
 * visibility events, but a laptop that slept, or a process stopped with Ctrl-Z and continued, must
 * find its deadlines passed at once instead of counting down stale ticks. Two signs of that:
 * SIGCONT, and the wall clock having moved much further than the monotonic clock between two
 * checks (Linux's monotonic clock stands still during suspend). The check timer is unref'd: it
 * never keeps the process alive on its own.
 */
import type { Clock, LifecycleEventType, LifecycleSource, Unsubscribe } from '../../core/ports';
import { createEmitter } from '../../core/store';

export interface NodeLifecycleOptions {
  readonly clock: Clock;
  /** How often to compare the clocks; default 5 s. */
  readonly checkEveryMs?: number;
  /** A jump larger than this counts as a resume; default 2 s. */
  readonly toleranceMs?: number;
  /** Where SIGCONT comes from; default the process. */
  readonly signals?: Pick<NodeJS.Process, 'on' | 'off'>;
}

export interface NodeLifecycle extends LifecycleSource {
  dispose(): void;
}

/**
 * @example const lifecycle = createNodeLifecycle({ clock: nodeClock }); lifecycle.subscribe(onResume);
 */
export function createNodeLifecycle(options: NodeLifecycleOptions): NodeLifecycle {
  const { clock } = options;
  const every = options.checkEveryMs ?? 5000;
  const tolerance = options.toleranceMs ?? 2000;
  const signals = options.signals ?? process;
  const source = createEmitter<LifecycleEventType>();
  let lastWall = clock.now();
  let lastMono = clock.monotonic();

  const check = () => {
    const wall = clock.now();
    const mono = clock.monotonic();
    const drift = wall - lastWall - (mono - lastMono);
    lastWall = wall;
    lastMono = mono;
    if (Math.abs(drift) > tolerance) source.emit('resume');
  };
  const onContinue = () => source.emit('resume');
  const timer = setInterval(check, every);
  timer.unref();
  signals.on('SIGCONT', onContinue);

  return {
    subscribe: (listener): Unsubscribe => source.subscribe(listener),
    dispose() {
      clearInterval(timer);
      signals.off('SIGCONT', onContinue);
    },
  };
}

/** A lifecycle that never fires, for commands that end before any deadline matters. */
export const quietLifecycle: LifecycleSource = { subscribe: () => () => {} };
