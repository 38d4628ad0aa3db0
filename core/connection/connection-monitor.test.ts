import { describe, expect, it } from 'vitest';
import type { LifecycleEventType } from '../ports';
import { createFakeFetch, createFakeTime, networkError } from '../ports/testing';
import { createEmitter } from '../store';
import { createConnectionMonitor } from './index';

const API = 'https://api.example/api/customer/customers/0047';

/** A back end that is down until `up()`: requests are refused at the network level. */
function setup(options: { gatewayDown?: boolean } = {}) {
  const time = createFakeTime();
  let down = false;
  const fake = createFakeFetch(() => {
    if (!down) return Response.json({ ok: true });
    if (options.gatewayDown) return new Response('<html>', { status: 503 });
    throw networkError();
  });
  const lifecycle = createEmitter<LifecycleEventType>();
  const monitor = createConnectionMonitor({
    fetch: fake.fetch,
    scheduler: time.scheduler,
    clock: time.clock,
    lifecycle,
    retryDelaysMs: [2_000, 5_000, 30_000],
  });
  let restored = 0;
  monitor.onRestored(() => restored++);
  return {
    time,
    fake,
    monitor,
    lifecycle,
    restored: () => restored,
    down: () => {
      down = true;
    },
    up: () => {
      down = false;
    },
    status: () => monitor.getSnapshot().status,
  };
}

describe('the connection to the back end, as the customer is told about it', () => {
  it('a refused request makes it unreachable; checks follow with growing pauses; an answer restores it once', async () => {
    const s = setup();
    s.down();
    await expect(s.monitor.fetch(API)).rejects.toThrow();
    expect(s.monitor.getSnapshot()).toMatchObject({ status: 'unreachable', checking: false });

    await s.time.advance(2_000);
    expect(s.fake.calls).toHaveLength(2);
    expect(s.fake.calls[1]).toMatchObject({ url: API, method: 'GET', credentials: 'omit' });
    await s.time.advance(4_999);
    expect(s.fake.calls).toHaveLength(2);
    await s.time.advance(1);
    expect(s.fake.calls).toHaveLength(3);
    expect(s.status()).toBe('unreachable');

    s.up();
    await s.time.advance(30_000);
    expect(s.status()).toBe('online');
    expect(s.restored()).toBe(1);
    // Back online, nothing is asked any more.
    await s.time.advance(120_000);
    expect(s.fake.calls).toHaveLength(4);
  });

  it('a gateway answering 502 to 504 counts as unreachable; any other answer, even 404, as reachable', async () => {
    const s = setup({ gatewayDown: true });
    s.down();
    expect((await s.monitor.fetch(API)).status).toBe(503);
    expect(s.status()).toBe('unreachable');
    await s.time.advance(2_000);
    expect(s.status()).toBe('unreachable');
    s.fake.respondWith(() => new Response(null, { status: 404 }));
    await s.time.advance(5_000);
    expect(s.status()).toBe('online');
    expect(s.restored()).toBe(1);
  });

  it('a request the portal aborted itself (its deadline) says nothing about the connection', async () => {
    const s = setup();
    s.fake.respondWith(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const call = s.monitor.fetch(API, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toThrow();
    expect(s.status()).toBe('online');
  });

  it('any real answer while unreachable restores it at once and stops the checks', async () => {
    const s = setup();
    s.down();
    await expect(s.monitor.fetch(API)).rejects.toThrow();
    s.up();
    await s.monitor.fetch(`${API}/other`);
    expect(s.status()).toBe('online');
    expect(s.restored()).toBe(1);
    await s.time.advance(60_000);
    expect(s.fake.calls).toHaveLength(2);
  });

  it('"Try again" checks at once and says it is checking meanwhile', async () => {
    const s = setup();
    s.down();
    await expect(s.monitor.fetch(API)).rejects.toThrow();
    let release: (response: Response) => void = () => {};
    s.fake.respondWith(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    s.monitor.retry();
    expect(s.monitor.getSnapshot()).toMatchObject({ status: 'unreachable', checking: true });
    await s.time.advance(0);
    release(Response.json({}));
    await s.time.advance(0);
    expect(s.status()).toBe('online');
  });

  it('offline: no checks while the device has no network; back online, one check at once', async () => {
    const s = setup();
    s.lifecycle.emit('offline');
    expect(s.monitor.getSnapshot()).toMatchObject({ status: 'offline' });
    s.down();
    await expect(s.monitor.fetch(API)).rejects.toThrow();
    await s.time.advance(60_000);
    expect(s.fake.calls).toHaveLength(1);
    expect(s.status()).toBe('offline');

    s.up();
    s.lifecycle.emit('online');
    await s.time.advance(0);
    expect(s.fake.calls).toHaveLength(2);
    expect(s.status()).toBe('online');
    expect(s.restored()).toBe(1);
  });

  it('offline with nothing failed: back online clears it without a request', async () => {
    const s = setup();
    s.lifecycle.emit('offline');
    s.monitor.retry();
    expect(s.status()).toBe('offline');
    s.lifecycle.emit('online');
    expect(s.status()).toBe('online');
    expect(s.fake.calls).toHaveLength(0);
  });

  it('a page that becomes visible again checks at once instead of waiting for the next pause', async () => {
    const s = setup();
    s.down();
    await expect(s.monitor.fetch(API)).rejects.toThrow();
    s.up();
    s.lifecycle.emit('visible');
    await s.time.advance(0);
    expect(s.status()).toBe('online');
  });

  it('a check that gets no answer in time counts as failed', async () => {
    const s = setup();
    s.down();
    await expect(s.monitor.fetch(API)).rejects.toThrow();
    s.fake.respondWith(() => new Promise<Response>(() => {}));
    await s.time.advance(2_000);
    expect(s.monitor.getSnapshot()).toMatchObject({ checking: true });
    await s.time.advance(10_000);
    expect(s.monitor.getSnapshot()).toMatchObject({ status: 'unreachable', checking: false });
  });
});
