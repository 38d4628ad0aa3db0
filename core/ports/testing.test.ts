import { describe, expect, it } from 'vitest';
import {
  createBroadcastHub,
  createFakeFetch,
  createFakeTime,
  createMemoryStorageArea,
  deferred,
  networkError,
} from './testing';

describe('fake time (design §7: time-dependent code runs on injected clocks)', () => {
  it('fires timers in due order and moves the clock to each due time', async () => {
    const time = createFakeTime({ now: 1_000_000 });
    const seen: Array<[string, number]> = [];
    time.scheduler.setTimeout(() => seen.push(['b', time.clock.now()]), 200);
    time.scheduler.setTimeout(() => seen.push(['a', time.clock.now()]), 100);
    await time.advance(500);
    expect(seen).toEqual([
      ['a', 1_000_100],
      ['b', 1_000_200],
    ]);
    expect(time.clock.now()).toBe(1_000_500);
    expect(time.firedTimers()).toBe(2);
  });

  it('settles promises a timer starts before the next timer fires', async () => {
    const time = createFakeTime();
    const seen: string[] = [];
    time.scheduler.setTimeout(() => {
      void Promise.resolve().then(() => seen.push('async work of the first'));
    }, 10);
    time.scheduler.setTimeout(() => seen.push('second timer'), 20);
    await time.advance(20);
    expect(seen).toEqual(['async work of the first', 'second timer']);
  });

  it('sleep moves both clocks without firing; the overdue timer fires on the next advance', async () => {
    const time = createFakeTime();
    let fired = false;
    time.scheduler.setTimeout(() => {
      fired = true;
    }, 1000);
    time.sleep(60_000);
    expect(fired).toBe(false);
    expect(time.clock.monotonic()).toBe(60_000);
    await time.flush();
    expect(fired).toBe(true);
  });

  it('a wall-clock shift leaves timers and the monotonic clock alone', async () => {
    const time = createFakeTime({ now: 0 });
    time.scheduler.setTimeout(() => {}, 1000);
    time.shiftWallClock(3_600_000);
    expect(time.clock.now()).toBe(3_600_000);
    expect(time.clock.monotonic()).toBe(0);
    expect(time.nextTimerIn()).toBe(1000);
  });

  it('cleared timers never fire', async () => {
    const time = createFakeTime();
    let fired = false;
    const handle = time.scheduler.setTimeout(() => {
      fired = true;
    }, 10);
    time.scheduler.clearTimeout(handle);
    await time.advance(100);
    expect(fired).toBe(false);
    expect(time.pendingTimers()).toBe(0);
  });
});

describe('memory storage shared by tabs (the storage event)', () => {
  it('tells other tabs of a change, never the writer, and not for a write that changes nothing', async () => {
    const area = createMemoryStorageArea();
    const [a, b] = [area.tab(), area.tab()];
    const heardByA: unknown[] = [];
    const heardByB: unknown[] = [];
    a.subscribe((change) => heardByA.push(change));
    b.subscribe((change) => heardByB.push(change));
    a.set('k', 'v');
    a.set('k', 'v');
    b.remove('missing');
    expect(b.get('k')).toBe('v');
    await Promise.resolve();
    expect(heardByB).toEqual([{ key: 'k', newValue: 'v' }]);
    expect(heardByA).toEqual([]);
  });
});

describe('memory broadcast', () => {
  it('delivers a copy to every other channel, not to the sender', async () => {
    const hub = createBroadcastHub();
    const [a, b, c] = [hub.channel(), hub.channel(), hub.channel()];
    const seen: Array<[string, unknown]> = [];
    a.subscribe((message) => seen.push(['a', message]));
    b.subscribe((message) => seen.push(['b', message]));
    c.subscribe((message) => seen.push(['c', message]));
    const message = { type: 'logout' };
    a.post(message);
    await Promise.resolve();
    expect(seen).toEqual([
      ['b', { type: 'logout' }],
      ['c', { type: 'logout' }],
    ]);
    expect(seen[0]?.[1]).not.toBe(message);
    expect(hub.posted).toEqual([message]);
  });
});

describe('fake fetch', () => {
  it('records method, lower-cased headers and a form body', async () => {
    const fake = createFakeFetch(() => new Response(null, { status: 204 }));
    const response = await fake.fetch('https://id.example/logout', {
      method: 'post',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ a: '1' }),
    });
    expect(response.status).toBe(204);
    expect(fake.calls).toEqual([
      {
        url: 'https://id.example/logout',
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
        credentials: undefined,
      },
    ]);
    expect(fake.callsTo('/logout')).toHaveLength(1);
  });

  it('rejects with an AbortError when the signal aborts while the answer is pending', async () => {
    const answer = deferred<Response>();
    const fake = createFakeFetch(() => answer.promise);
    const controller = new AbortController();
    const pending = fake.fetch('https://id.example/token', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('passes a network error through', async () => {
    const fake = createFakeFetch(() => {
      throw networkError();
    });
    await expect(fake.fetch('https://id.example/token')).rejects.toBeInstanceOf(TypeError);
  });
});
