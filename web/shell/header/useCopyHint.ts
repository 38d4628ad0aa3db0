/**
 * Drives core's copy-hint model (core/header copy-hint.ts): the "copied" hint shows for 3 s (§9)
 * and is cleared at once when its dropdown closes (§4). Timers come from the injected scheduler.
 */
import { useEffect, useRef, useState } from 'react';
import {
  type CopyHintEvent,
  type CopyHintState,
  copyHintReducer,
  INITIAL_COPY_HINT,
} from '../../../core/header';
import type { Clock, Scheduler, TimerHandle } from '../../../core/ports';

export interface CopyHint {
  /** The account id (electronic form) whose hint is showing, or null. */
  readonly copiedId: string | null;
  copied(id: string): void;
}

/** `open` is whether the dropdown holding the copy buttons is open; closing it clears the hint. */
export function useCopyHint(clock: Clock, scheduler: Scheduler, open: boolean): CopyHint {
  const [state, setState] = useState<CopyHintState>(INITIAL_COPY_HINT);
  const stateRef = useRef(state);
  const timer = useRef<TimerHandle | null>(null);
  const send = useRef<(event: CopyHintEvent) => void>(() => {});

  send.current = (event: CopyHintEvent) => {
    const result = copyHintReducer(stateRef.current, event);
    stateRef.current = result.state;
    setState(result.state);
    for (const effect of result.effects) {
      if (timer.current !== null) scheduler.clearTimeout(timer.current);
      timer.current = null;
      if (effect.type === 'scheduleTimeout') {
        timer.current = scheduler.setTimeout(
          () => {
            timer.current = null;
            send.current({ type: 'tick', now: clock.now() });
          },
          Math.max(0, effect.at - clock.now()),
        );
      }
    }
  };

  useEffect(() => {
    if (!open && stateRef.current.copiedId !== null) send.current({ type: 'dropdownClosed' });
  }, [open]);

  useEffect(
    () => () => {
      if (timer.current !== null) scheduler.clearTimeout(timer.current);
    },
    [scheduler],
  );

  return {
    copiedId: state.copiedId,
    copied: (id: string) => send.current({ type: 'copied', id, now: clock.now() }),
  };
}
