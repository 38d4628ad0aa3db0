/**
 * §4 the "copied" hint after copying an IBAN or account number: shown for 3 seconds (§9), cleared
 * at once when the account dropdown closes. Pure transitions with explicit times; the driver runs
 * the timer effects with its scheduler and sends `tick` when one fires.
 */

/** §9 copy hints: 3000 ms. */
export const COPY_HINT_MS = 3000;

export interface CopyHintState {
  /** The account id (electronic form) whose hint is showing. */
  readonly copiedId: string | null;
  readonly hideAt: number | null;
}

export const INITIAL_COPY_HINT: CopyHintState = { copiedId: null, hideAt: null };

export type CopyHintEvent =
  | { readonly type: 'copied'; readonly id: string; readonly now: number }
  | { readonly type: 'tick'; readonly now: number }
  | { readonly type: 'dropdownClosed' };

export type CopyHintEffect =
  | { readonly type: 'scheduleTimeout'; readonly at: number }
  | { readonly type: 'cancelTimeout' };

/**
 * A second copy restarts the 3 seconds (and moves the hint to the id copied last).
 * @example copyHintReducer(INITIAL_COPY_HINT, { type: 'copied', id: 'DE89…', now: 1000 }).state.hideAt // 4000
 */
export function copyHintReducer(
  state: CopyHintState,
  event: CopyHintEvent,
): { state: CopyHintState; effects: readonly CopyHintEffect[] } {
  switch (event.type) {
    case 'copied': {
      const hideAt = event.now + COPY_HINT_MS;
      const effects: CopyHintEffect[] = state.copiedId ? [{ type: 'cancelTimeout' }] : [];
      return {
        state: { copiedId: event.id, hideAt },
        effects: [...effects, { type: 'scheduleTimeout', at: hideAt }],
      };
    }
    case 'tick':
      if (state.hideAt === null || event.now < state.hideAt) return { state, effects: [] };
      return { state: INITIAL_COPY_HINT, effects: [] };
    case 'dropdownClosed':
      return state.copiedId
        ? { state: INITIAL_COPY_HINT, effects: [{ type: 'cancelTimeout' }] }
        : { state, effects: [] };
  }
}

/**
 * Which hint shows at `now`; a late timer never leaves a stale hint on screen.
 * @example visibleCopyHint({ copiedId: 'x', hideAt: 4000 }, 4000) // null
 */
export function visibleCopyHint(state: CopyHintState, now: number): string | null {
  return state.copiedId !== null && state.hideAt !== null && now < state.hideAt ? state.copiedId : null;
}
