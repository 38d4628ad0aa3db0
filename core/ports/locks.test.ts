import { describe, expect, it } from 'vitest';
import { createInProcessLocks } from '.';
import { deferred } from './testing';

describe('in-process locks (design §3, §6: one refresh at a time)', () => {
  it('runs holders of one name one after another, in request order', async () => {
    const locks = createInProcessLocks();
    const order: string[] = [];
    const gate = deferred<void>();
    const first = locks.request('refresh', async () => {
      order.push('first start');
      await gate.promise;
      order.push('first end');
    });
    const second = locks.request('refresh', async () => {
      order.push('second');
    });
    await Promise.resolve();
    expect(order).toEqual(['first start']);
    gate.resolve();
    await Promise.all([first, second]);
    expect(order).toEqual(['first start', 'first end', 'second']);
  });

  it('releases the lock when the holder rejects, and hands the rejection to that caller only', async () => {
    const locks = createInProcessLocks();
    const failing = locks.request('refresh', () => Promise.reject(new Error('boom')));
    const next = locks.request('refresh', async () => 'ran');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ran');
  });

  it('does not make different names wait for each other', async () => {
    const locks = createInProcessLocks();
    const gate = deferred<void>();
    void locks.request('a', () => gate.promise);
    await expect(locks.request('b', async () => 'b')).resolves.toBe('b');
    gate.resolve();
  });
});
