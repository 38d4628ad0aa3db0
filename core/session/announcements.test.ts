import { describe, expect, it } from 'vitest';
import { type CountdownAnnouncement, nextAnnouncement } from '.';

/** What the live region says over a whole countdown, ticking once a second from `from`. */
function spoken(from: number): Array<[number, CountdownAnnouncement]> {
  const said: Array<[number, CountdownAnnouncement]> = [];
  let key: string | null = null;
  for (let seconds = from; seconds >= 0; seconds--) {
    const step = nextAnnouncement(key, seconds);
    key = step.key;
    if (step.announce) said.push([seconds, step.announce]);
  }
  return said;
}

describe('the timeout dialog live region (design §6, WCAG 2.2.1)', () => {
  it('speaks once a minute above 60 s, then at 60, 40 and 20 s, never every second', () => {
    expect(spoken(300)).toEqual([
      [300, { unit: 'minutes', value: 5 }],
      [240, { unit: 'minutes', value: 4 }],
      [180, { unit: 'minutes', value: 3 }],
      [120, { unit: 'minutes', value: 2 }],
      [60, { unit: 'seconds', value: 60 }],
      [40, { unit: 'seconds', value: 40 }],
      [20, { unit: 'seconds', value: 20 }],
    ]);
  });

  it('§4: for the 120 s countdown says "2 minutes", then 60, 40 and 20 seconds', () => {
    expect(spoken(120).map(([seconds]) => seconds)).toEqual([120, 60, 40, 20]);
  });

  it('opening mid-way announces the time actually left once, then keeps to the marks', () => {
    expect(spoken(50)).toEqual([
      [50, { unit: 'seconds', value: 50 }],
      [40, { unit: 'seconds', value: 40 }],
      [20, { unit: 'seconds', value: 20 }],
    ]);
    expect(spoken(95)[0]).toEqual([95, { unit: 'minutes', value: 2 }]);
  });

  it('stays silent at the end', () => {
    expect(nextAnnouncement(null, 0).announce).toBeNull();
  });
});
