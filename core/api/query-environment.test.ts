import { timeoutManager } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { createFakeTime } from '../ports/testing';
import { routedSchedulerCount, routeQueryEnvironment } from './query-environment';

describe('query-core timers on the Scheduler port (design §3, §5)', () => {
  it('sends query-core timers to the newest routed scheduler and clears them there', async () => {
    // Other test files in the same worker may still hold routes of their own clients.
    const routedBefore = routedSchedulerCount();
    const first = createFakeTime();
    const second = createFakeTime();
    const releaseFirst = routeQueryEnvironment({ scheduler: first.scheduler });
    const fired: string[] = [];
    const onFirst = timeoutManager.setTimeout(() => fired.push('first'), 100);
    const releaseSecond = routeQueryEnvironment({ scheduler: second.scheduler });
    timeoutManager.setTimeout(() => fired.push('second'), 100);
    expect([first.pendingTimers(), second.pendingTimers()]).toEqual([1, 1]);

    timeoutManager.clearTimeout(onFirst);
    expect(first.pendingTimers()).toBe(0);
    await second.advance(100);
    expect(fired).toEqual(['second']);

    releaseSecond();
    releaseFirst();
    expect(routedSchedulerCount()).toBe(routedBefore);
  });

  it('repeats intervals on the scheduler until cleared', async () => {
    const time = createFakeTime();
    const release = routeQueryEnvironment({ scheduler: time.scheduler });
    let ticks = 0;
    const interval = timeoutManager.setInterval(() => ticks++, 1000);
    await time.advance(3000);
    timeoutManager.clearInterval(interval);
    await time.advance(3000);
    expect(ticks).toBe(3);
    expect(time.pendingTimers()).toBe(0);
    release();
  });
});
