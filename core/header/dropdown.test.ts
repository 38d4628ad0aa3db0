import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DropdownEvent,
  type DropdownState,
  dropdownReducer,
  HOVER_OPEN_DELAY_MS,
  initialDropdownState,
  isTouchDevice,
} from '.';

function run(state: DropdownState, ...events: DropdownEvent[]): DropdownState {
  return events.reduce((s, e) => dropdownReducer(s, e).state, state);
}

const click = (id: string): DropdownEvent => ({ type: 'activate', id, via: 'pointer' });
const enter = (id: string, now: number, pointerType = 'mouse'): DropdownEvent => ({
  type: 'pointerEnter',
  id,
  now,
  pointerType,
});

describe('desktop dropdowns (§2.5, APG disclosure navigation)', () => {
  it('one open at a time: opening another closes the first', () => {
    const s = run(initialDropdownState(), click('offers'), click('help'));
    expect(s.open).toBe('help');
  });

  it('activating the open button closes it (Enter/Space toggle aria-expanded)', () => {
    const s = run(initialDropdownState(), { type: 'activate', id: 'offers', via: 'keyboard' });
    expect(s.open).toBe('offers');
    expect(run(s, { type: 'activate', id: 'offers', via: 'keyboard' }).open).toBeNull();
  });

  it('closes on click-away, item click and focus leaving the navigation', () => {
    for (const type of ['clickAway', 'itemClick', 'focusLeft'] as const) {
      const r = dropdownReducer(run(initialDropdownState(), click('offers')), { type });
      expect(r.state.open).toBeNull();
      expect(r.effects.some((e) => e.type === 'focusButton')).toBe(false);
    }
  });

  it('Escape closes and returns focus to its button', () => {
    const r = dropdownReducer(run(initialDropdownState(), click('about')), { type: 'escape' });
    expect(r.state.open).toBeNull();
    expect(r.effects).toEqual([{ type: 'focusButton', id: 'about' }]);
    expect(dropdownReducer(r.state, { type: 'escape' }).handled).toBe(false);
  });

  it('hover opens after 50 ms, through a timer effect', () => {
    const entered = dropdownReducer(initialDropdownState(), enter('offers', 1_000));
    expect(entered.effects).toEqual([{ type: 'scheduleTimeout', at: 1_000 + HOVER_OPEN_DELAY_MS }]);
    expect(entered.state.open).toBeNull();
    const early = dropdownReducer(entered.state, { type: 'timeout', now: 1_049 });
    expect(early.state.open).toBeNull();
    expect(early.effects).toEqual([{ type: 'scheduleTimeout', at: 1_050 }]);
    expect(run(entered.state, { type: 'timeout', now: 1_050 }).open).toBe('offers');
  });

  it('leaving before 50 ms cancels; leaving a hover-opened dropdown closes it; a clicked one stays', () => {
    const cancelled = dropdownReducer(run(initialDropdownState(), enter('offers', 0)), {
      type: 'pointerLeave',
      id: 'offers',
    });
    expect(cancelled.effects).toEqual([{ type: 'cancelTimeout' }]);
    expect(run(cancelled.state, { type: 'timeout', now: 100 }).open).toBeNull();

    const hovered = run(initialDropdownState(), enter('offers', 0), { type: 'timeout', now: 50 });
    expect(run(hovered, { type: 'pointerLeave', id: 'offers' }).open).toBeNull();
    const pinned = run(hovered, click('offers'));
    expect(pinned.open).toBe('offers');
    expect(run(pinned, { type: 'pointerLeave', id: 'offers' }).open).toBe('offers');
  });

  it('no hover opening on touch devices (more than 2 touch points) or for touch pointers; a tap toggles once', () => {
    expect(isTouchDevice(2)).toBe(false);
    expect(isTouchDevice(3)).toBe(true);
    const touch = initialDropdownState(5);
    const tap = dropdownReducer(touch, enter('offers', 0));
    expect(tap.effects).toEqual([]);
    expect(tap.handled).toBe(false);
    expect(run(touch, enter('offers', 0), click('offers')).open).toBe('offers');
    expect(
      run(touch, enter('offers', 0), click('offers'), enter('offers', 10), click('offers')).open,
    ).toBeNull();
    expect(dropdownReducer(initialDropdownState(), enter('offers', 0, 'touch')).effects).toEqual([]);
  });

  it('keyboard: Down on an open button focuses the first link; Up/Down/Home/End move without wrapping', () => {
    const open = run(initialDropdownState(), click('offers'));
    const key = (key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End', from: 'button' | number) =>
      dropdownReducer(open, { type: 'key', id: 'offers', key, from, linkCount: 4 });
    expect(key('ArrowDown', 'button').effects).toEqual([{ type: 'focusLink', id: 'offers', index: 0 }]);
    expect(key('ArrowDown', 1).effects).toEqual([{ type: 'focusLink', id: 'offers', index: 2 }]);
    expect(key('ArrowUp', 1).effects).toEqual([{ type: 'focusLink', id: 'offers', index: 0 }]);
    expect(key('Home', 3).effects).toEqual([{ type: 'focusLink', id: 'offers', index: 0 }]);
    expect(key('End', 0).effects).toEqual([{ type: 'focusLink', id: 'offers', index: 3 }]);
    expect(key('ArrowDown', 3).handled).toBe(false);
    expect(key('ArrowUp', 0).handled).toBe(false);
    expect(key('ArrowUp', 'button').handled).toBe(false);
    const closed = dropdownReducer(initialDropdownState(), {
      type: 'key',
      id: 'offers',
      key: 'ArrowDown',
      from: 'button',
      linkCount: 4,
    });
    expect(closed.handled).toBe(false);
  });
});

const IDS = ['offers', 'help', 'about', 'account'] as const;
const idArb = fc.constantFrom(...IDS);
const eventArb: fc.Arbitrary<DropdownEvent> = fc.oneof(
  fc.record({
    type: fc.constant('activate' as const),
    id: idArb,
    via: fc.constantFrom('pointer', 'keyboard'),
  }),
  fc.record({
    type: fc.constant('pointerEnter' as const),
    id: idArb,
    now: fc.nat(10_000),
    pointerType: fc.constantFrom('mouse', 'pen', 'touch'),
  }),
  fc.record({ type: fc.constant('pointerLeave' as const), id: idArb }),
  fc.record({ type: fc.constant('timeout' as const), now: fc.nat(10_100) }),
  fc.constantFrom<DropdownEvent>(
    { type: 'clickAway' },
    { type: 'itemClick' },
    { type: 'escape' },
    { type: 'focusLeft' },
  ),
  fc.record({
    type: fc.constant('key' as const),
    id: idArb,
    key: fc.constantFrom('ArrowDown', 'ArrowUp', 'Home', 'End'),
    from: fc.oneof(fc.constant('button' as const), fc.nat(6)),
    linkCount: fc.nat(6),
  }),
);

describe('dropdown invariants (property, §2.5)', () => {
  it('after any sequence of events exactly one or zero dropdowns are open, and closing events leave none', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), fc.nat(6), (events, touchPoints) => {
        let state = initialDropdownState(touchPoints);
        for (const event of events) {
          const before = state;
          const { state: next, effects } = dropdownReducer(state, event);
          state = next;
          const openCount = IDS.filter((id) => state.open === id).length;
          expect(openCount).toBeLessThanOrEqual(1);
          expect(state.open === null || IDS.includes(state.open as (typeof IDS)[number])).toBe(true);
          if (['clickAway', 'itemClick', 'escape', 'focusLeft'].includes(event.type)) {
            expect(state.open).toBeNull();
            expect(state.pendingHover).toBeNull();
          }
          if (event.type === 'escape' && before.open) {
            expect(effects).toContainEqual({ type: 'focusButton', id: before.open });
          }
          if (state.touchDevice) {
            expect(state.pendingHover).toBeNull();
            expect(state.openedBy).not.toBe('hover');
          }
          if (state.open === null) expect(state.openedBy).toBeNull();
          for (const effect of effects) {
            if (effect.type === 'focusLink' && event.type === 'key') {
              expect(effect.index).toBeGreaterThanOrEqual(0);
              expect(effect.index).toBeLessThan(event.linkCount);
              expect(effect.id).toBe(state.open);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
