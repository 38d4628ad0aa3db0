import { describe, expect, it } from 'vitest';
import { delay } from '.';
import { createFakeTime } from './testing';

describe('delay on an injected scheduler', () => {
  it('resolves after the time has passed, not before', async () => {
    const time = createFakeTime();
    let done = false;
    void delay(time.scheduler, 1000).then(() => {
      done = true;
    });
    await time.advance(999);
    expect(done).toBe(false);
    await time.advance(1);
    expect(done).toBe(true);
  });

  it('rejects and cancels its timer when the signal aborts', async () => {
    const time = createFakeTime();
    const controller = new AbortController();
    const waiting = delay(time.scheduler, 1000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
    expect(time.pendingTimers()).toBe(0);
  });
});
