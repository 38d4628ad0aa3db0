import { describe, expect, it } from 'vitest';
import { COPY_HINT_MS, copyHintReducer, INITIAL_COPY_HINT, visibleCopyHint } from '.';

describe('copied IBAN/account number hint (§4, §9 3000 ms)', () => {
  it('shows for 3 seconds after a copy and asks for a timer at the end', () => {
    const { state, effects } = copyHintReducer(INITIAL_COPY_HINT, {
      type: 'copied',
      id: 'DE89',
      now: 10_000,
    });
    expect(effects).toEqual([{ type: 'scheduleTimeout', at: 10_000 + COPY_HINT_MS }]);
    expect(visibleCopyHint(state, 10_000)).toBe('DE89');
    expect(visibleCopyHint(state, 12_999)).toBe('DE89');
    expect(visibleCopyHint(state, 13_000)).toBeNull();
    expect(copyHintReducer(state, { type: 'tick', now: 12_000 }).state).toBe(state);
    expect(copyHintReducer(state, { type: 'tick', now: 13_000 }).state).toEqual(INITIAL_COPY_HINT);
  });

  it('is cleared when the dropdown closes', () => {
    const copied = copyHintReducer(INITIAL_COPY_HINT, { type: 'copied', id: 'DE89', now: 0 }).state;
    const closed = copyHintReducer(copied, { type: 'dropdownClosed' });
    expect(closed.state).toEqual(INITIAL_COPY_HINT);
    expect(closed.effects).toEqual([{ type: 'cancelTimeout' }]);
    expect(visibleCopyHint(closed.state, 1)).toBeNull();
  });

  it('a second copy restarts the time and moves the hint', () => {
    const first = copyHintReducer(INITIAL_COPY_HINT, { type: 'copied', id: 'A', now: 0 }).state;
    const second = copyHintReducer(first, { type: 'copied', id: 'B', now: 2_000 });
    expect(second.effects).toEqual([{ type: 'cancelTimeout' }, { type: 'scheduleTimeout', at: 5_000 }]);
    expect(visibleCopyHint(second.state, 4_000)).toBe('B');
  });
});
