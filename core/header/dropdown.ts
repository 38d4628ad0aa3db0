/**
 * §2.5 desktop dropdowns as a pure reducer, following the APG disclosure navigation pattern
 * (design §6, accessibility.md §2–4): buttons with aria-expanded over lists of links, not role=menu.
 *
 * One dropdown is open at a time. Click-away, a link click, focus leaving the navigation and Escape
 * close it; Escape also returns focus to its button. Hover opens after 50 ms, except on touch
 * devices (more than 2 touch points) and for touch pointers, whose tap is a click and toggles once.
 * Time is passed in; the reducer asks for timers through effects, which drivers run with their
 * scheduler and answer with a `timeout` event.
 */

/** §2.5 hover-open delay. */
export const HOVER_OPEN_DELAY_MS = 50;

/** §2.5: a device with more than 2 touch points is a touch device: no hover opening. */
export function isTouchDevice(maxTouchPoints: number): boolean {
  return maxTouchPoints > 2;
}

export interface DropdownState {
  /** The open dropdown's id, or null: there is never more than one. */
  readonly open: string | null;
  /** How it was opened: a hover-opened dropdown closes when the pointer leaves, a clicked one stays. */
  readonly openedBy: 'hover' | 'activation' | null;
  readonly pendingHover: { readonly id: string; readonly due: number } | null;
  readonly touchDevice: boolean;
}

export function initialDropdownState(maxTouchPoints = 0): DropdownState {
  return { open: null, openedBy: null, pendingHover: null, touchDevice: isTouchDevice(maxTouchPoints) };
}

export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

export type DropdownEvent =
  /** Click, Enter or Space on a dropdown's button. */
  | { readonly type: 'activate'; readonly id: string; readonly via: 'pointer' | 'keyboard' }
  | { readonly type: 'pointerEnter'; readonly id: string; readonly now: number; readonly pointerType: string }
  /** The pointer left the dropdown's item (button and panel together). */
  | { readonly type: 'pointerLeave'; readonly id: string }
  | { readonly type: 'timeout'; readonly now: number }
  | { readonly type: 'clickAway' }
  | { readonly type: 'itemClick' }
  | { readonly type: 'escape' }
  /** Focus moved outside the navigation (Tab out, click elsewhere). */
  | { readonly type: 'focusLeft' }
  /**
   * A navigation key on a dropdown's button (`from: 'button'`) or on its link number `from`.
   * `linkCount` is how many links the open dropdown holds.
   */
  | {
      readonly type: 'key';
      readonly id: string;
      readonly key: NavigationKey;
      readonly from: 'button' | number;
      readonly linkCount: number;
    };

export type DropdownEffect =
  | { readonly type: 'focusButton'; readonly id: string }
  | { readonly type: 'focusLink'; readonly id: string; readonly index: number }
  | { readonly type: 'scheduleTimeout'; readonly at: number }
  | { readonly type: 'cancelTimeout' };

export interface DropdownResult {
  readonly state: DropdownState;
  readonly effects: readonly DropdownEffect[];
  /** Whether the event was used: a driver calls preventDefault only then (arrow keys keep scrolling otherwise). */
  readonly handled: boolean;
}

const result = (state: DropdownState, effects: DropdownEffect[] = [], handled = true): DropdownResult => ({
  state,
  effects,
  handled,
});

function close(state: DropdownState): DropdownState {
  return { ...state, open: null, openedBy: null, pendingHover: null };
}

function cancelPending(state: DropdownState): DropdownEffect[] {
  return state.pendingHover ? [{ type: 'cancelTimeout' }] : [];
}

/**
 * @example
 * let s = initialDropdownState();
 * s = dropdownReducer(s, { type: 'activate', id: 'offers', via: 'pointer' }).state; // offers open
 * dropdownReducer(s, { type: 'escape' }).effects // [{ type: 'focusButton', id: 'offers' }]
 */
export function dropdownReducer(state: DropdownState, event: DropdownEvent): DropdownResult {
  switch (event.type) {
    case 'activate': {
      const effects = cancelPending(state);
      if (state.open === event.id) {
        // A click on a hover-opened dropdown pins it instead of closing it under the pointer.
        if (state.openedBy === 'hover' && event.via === 'pointer') {
          return result({ ...state, openedBy: 'activation', pendingHover: null }, effects);
        }
        return result(close(state), effects);
      }
      return result({ ...state, open: event.id, openedBy: 'activation', pendingHover: null }, effects);
    }
    case 'pointerEnter': {
      if (state.touchDevice || event.pointerType === 'touch') return result(state, [], false);
      if (state.open === event.id) return result({ ...state, pendingHover: null }, cancelPending(state));
      const due = event.now + HOVER_OPEN_DELAY_MS;
      return result({ ...state, pendingHover: { id: event.id, due } }, [
        { type: 'scheduleTimeout', at: due },
      ]);
    }
    case 'pointerLeave': {
      const pendingHere = state.pendingHover?.id === event.id;
      const effects: DropdownEffect[] = pendingHere ? [{ type: 'cancelTimeout' }] : [];
      const next = pendingHere ? { ...state, pendingHover: null } : state;
      if (next.open === event.id && next.openedBy === 'hover') return result(close(next), effects);
      return result(next, effects, pendingHere);
    }
    case 'timeout': {
      const pending = state.pendingHover;
      if (!pending) return result(state, [], false);
      if (event.now < pending.due) return result(state, [{ type: 'scheduleTimeout', at: pending.due }]);
      return result({ ...state, open: pending.id, openedBy: 'hover', pendingHover: null });
    }
    case 'clickAway':
    case 'itemClick':
    case 'focusLeft': {
      if (state.open === null && state.pendingHover === null) return result(state, [], false);
      return result(close(state), cancelPending(state));
    }
    case 'escape': {
      // Escape also cancels a pending hover, so nothing opens just after the user said no.
      if (state.open === null) return result(close(state), cancelPending(state), state.pendingHover !== null);
      return result(close(state), [...cancelPending(state), { type: 'focusButton', id: state.open }]);
    }
    case 'key':
      return keyMove(state, event);
  }
}

/** APG disclosure navigation: Down on an open button enters its list; Up/Down/Home/End move without wrapping. */
function keyMove(state: DropdownState, event: Extract<DropdownEvent, { type: 'key' }>): DropdownResult {
  const last = event.linkCount - 1;
  if (state.open !== event.id || last < 0) return result(state, [], false);
  let index: number | undefined;
  if (event.from === 'button') {
    if (event.key === 'ArrowDown') index = 0;
  } else if (event.key === 'Home') index = 0;
  else if (event.key === 'End') index = last;
  else if (event.key === 'ArrowDown' && event.from < last) index = event.from + 1;
  else if (event.key === 'ArrowUp' && event.from > 0) index = event.from - 1;
  // A stale `from` (the list shrank) must never produce a link that does not exist.
  if (index !== undefined) index = Math.min(Math.max(index, 0), last);
  if (index === undefined || index === event.from) return result(state, [], false);
  return result(state, [{ type: 'focusLink', id: event.id, index }]);
}
