import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LifecycleEventType } from '../../core/ports';
import { createNodeLifecycle } from './lifecycle';

afterEach(() => {
  vi.useRealTimers();
});

describe('resume on Node (design §6: re-check deadlines when a sleeping machine wakes)', () => {
  it('reports a resume when the wall clock jumped past the monotonic clock, and on SIGCONT', () => {
    vi.useFakeTimers();
    let wall = 1_000_000;
    let mono = 0;
    const signals = new EventEmitter();
    const lifecycle = createNodeLifecycle({
      clock: { now: () => wall, monotonic: () => mono },
      checkEveryMs: 5000,
      signals: signals as unknown as Pick<NodeJS.Process, 'on' | 'off'>,
    });
    const heard: LifecycleEventType[] = [];
    lifecycle.subscribe((event) => heard.push(event));
    wall += 5000;
    mono += 5000;
    vi.advanceTimersByTime(5000);
    expect(heard).toEqual([]);
    // Suspended for an hour: the monotonic clock stood still.
    wall += 3_600_000 + 5000;
    mono += 5000;
    vi.advanceTimersByTime(5000);
    expect(heard).toEqual(['resume']);
    signals.emit('SIGCONT');
    expect(heard).toEqual(['resume', 'resume']);
    lifecycle.dispose();
    expect(signals.listenerCount('SIGCONT')).toBe(0);
  });
});
