/**
 * Drives core's pure dropdown reducer (core/header dropdown.ts, APG disclosure navigation) in React:
 * keeps its state, runs its effects (focus a button or link, schedule or cancel the hover timer on
 * the injected scheduler) and exposes ref callbacks so effects find their elements. One controller
 * serves the whole desktop header, so at most one dropdown is open, main or account.
 */
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  type DropdownEffect,
  type DropdownEvent,
  type DropdownState,
  dropdownReducer,
  initialDropdownState,
  type NavigationKey,
} from '../../../core/header';
import type { Clock, Scheduler, TimerHandle } from '../../../core/ports';
import { focusableIn } from '../../components/modal-dialog/focus';

const NAVIGATION_KEYS: ReadonlySet<string> = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

export interface DropdownController {
  readonly state: DropdownState;
  /** Sends an event; returns whether the reducer used it (then the caller prevents the default). */
  dispatch(event: DropdownEvent): boolean;
  buttonRef(id: string): (element: HTMLButtonElement | null) => void;
  panelRef(id: string): (element: HTMLElement | null) => void;
  /** Arrow/Home/End on a dropdown's button. */
  onButtonKeyDown(id: string, event: KeyboardEvent): void;
  /** Arrow/Home/End on an element inside a dropdown's panel. */
  onPanelKeyDown(id: string, event: KeyboardEvent): void;
  now(): number;
}

export interface DropdownControllerOptions {
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  /** `navigator.maxTouchPoints`; more than 2 disables hover opening (§2.5). */
  readonly maxTouchPoints: number;
}

export function useDropdownController({
  clock,
  scheduler,
  maxTouchPoints,
}: DropdownControllerOptions): DropdownController {
  const [state, setState] = useState(() => initialDropdownState(maxTouchPoints));
  const stateRef = useRef(state);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const panels = useRef(new Map<string, HTMLElement>());
  const timer = useRef<TimerHandle | null>(null);

  const cancelTimer = useCallback(() => {
    if (timer.current !== null) scheduler.clearTimeout(timer.current);
    timer.current = null;
  }, [scheduler]);

  const dispatchRef = useRef<(event: DropdownEvent) => boolean>(() => false);

  const run = useCallback(
    (effect: DropdownEffect) => {
      switch (effect.type) {
        case 'focusButton':
          buttons.current.get(effect.id)?.focus();
          return;
        case 'focusLink': {
          const panel = panels.current.get(effect.id);
          if (panel) focusableIn(panel)[effect.index]?.focus();
          return;
        }
        case 'scheduleTimeout':
          cancelTimer();
          timer.current = scheduler.setTimeout(
            () => {
              timer.current = null;
              dispatchRef.current({ type: 'timeout', now: clock.now() });
            },
            Math.max(0, effect.at - clock.now()),
          );
          return;
        case 'cancelTimeout':
          cancelTimer();
          return;
      }
    },
    [cancelTimer, clock, scheduler],
  );

  const dispatch = useCallback(
    (event: DropdownEvent) => {
      const result = dropdownReducer(stateRef.current, event);
      if (result.state !== stateRef.current) {
        stateRef.current = result.state;
        setState(result.state);
      }
      for (const effect of result.effects) run(effect);
      return result.handled;
    },
    [run],
  );
  dispatchRef.current = dispatch;

  useEffect(() => cancelTimer, [cancelTimer]);

  const buttonRef = useCallback(
    (id: string) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(id, element);
      else buttons.current.delete(id);
    },
    [],
  );
  const panelRef = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) panels.current.set(id, element);
      else panels.current.delete(id);
    },
    [],
  );

  const linkCount = (id: string) => {
    const panel = panels.current.get(id);
    return panel ? focusableIn(panel).length : 0;
  };

  const onButtonKeyDown = (id: string, event: KeyboardEvent) => {
    if (!NAVIGATION_KEYS.has(event.key)) return;
    const key = event.key as NavigationKey;
    if (dispatch({ type: 'key', id, key, from: 'button', linkCount: linkCount(id) })) event.preventDefault();
  };

  const onPanelKeyDown = (id: string, event: KeyboardEvent) => {
    if (!NAVIGATION_KEYS.has(event.key)) return;
    const panel = panels.current.get(id);
    if (!panel) return;
    const items = focusableIn(panel);
    const from = items.indexOf(document.activeElement as HTMLElement);
    if (from < 0) return;
    const key = event.key as NavigationKey;
    if (dispatch({ type: 'key', id, key, from, linkCount: items.length })) event.preventDefault();
  };

  return { state, dispatch, buttonRef, panelRef, onButtonKeyDown, onPanelKeyDown, now: () => clock.now() };
}
