import { describe, expect, it } from 'vitest';
import { localEnvironment } from '../config';
import {
  createFakeFetch,
  createFakeTime,
  createRecordingLogger,
  type FakeFetchHandler,
  networkError,
} from '../ports/testing';
import { capture, json } from './api-test-kit.test-support';
import { createPublicContent } from './public-content';
import { API_RETRY_DELAYS_MS } from './retry-policy';

function kit(handler: FakeFetchHandler) {
  const time = createFakeTime();
  const http = createFakeFetch(handler);
  const logger = createRecordingLogger();
  const content = createPublicContent({
    services: localEnvironment('http://sandbox.test').services,
    fetch: http.fetch,
    scheduler: time.scheduler,
    clock: time.clock,
    logger,
  });
  return { time, http, logger, content };
}

describe('public content: the §3 footer without the API client', () => {
  it('sends the API client’s public request and returns the checked answer', async () => {
    const { http, content } = kit(() => json({ copyright: '© Bank', somethingNew: 1 }));
    await expect(content.footer('de-DE')).resolves.toEqual({ copyright: '© Bank' });
    const [request] = http.calls;
    expect(request?.url).toBe('http://sandbox.test/api/cms/footer?locale=de-DE');
    expect(request?.method).toBe('GET');
    expect(request?.credentials).toBe('include');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('makes one request for callers at the same time and reuses the answer for 300000 ms per locale', async () => {
    const { time, http, content } = kit(() => json({ copyright: '© Bank' }));
    await Promise.all([content.footer('de-DE'), content.footer('de-DE')]);
    expect(http.calls).toHaveLength(1);
    await time.advance(299_999);
    await content.footer('de-DE');
    expect(http.calls).toHaveLength(1);
    await content.footer('fr-FR');
    expect(http.calls).toHaveLength(2);
    await time.advance(1);
    await content.footer('de-DE');
    expect(http.calls).toHaveLength(3);
  });

  it('refuses an answer that does not match §3, logs it and keeps nothing', async () => {
    let body: unknown = { legal_links: 'x' };
    const { time, http, logger, content } = kit(() => json(body));
    const call = capture(content.footer('de-DE'));
    await time.flush();
    expect(call.result().error).toMatchObject({ code: 'API_INVALID_RESPONSE', call: 'footer' });
    expect(logger.entries.at(-1)).toMatchObject({ level: 'warn', message: 'API call failed' });
    body = { copyright: '© Bank' };
    await expect(content.footer('de-DE')).resolves.toEqual({ copyright: '© Bank' });
    expect(http.calls).toHaveLength(2);
  });

  it('retries a 5xx twice with the API client’s pauses, never a 404, and times out after 3000 ms', async () => {
    let attempt = 0;
    const retried = kit(() => (++attempt < 3 ? json({}, 503) : json({ copyright: '© Bank' })));
    const call = capture(retried.content.footer('de-DE'));
    await retried.time.advance(API_RETRY_DELAYS_MS[0]! - 1);
    expect(retried.http.calls).toHaveLength(1);
    await retried.time.advance(1);
    expect(retried.http.calls).toHaveLength(2);
    await retried.time.advance(API_RETRY_DELAYS_MS[1]!);
    expect(call.result().value).toEqual({ copyright: '© Bank' });

    const missing = kit(() => json({}, 404));
    const notFound = capture(missing.content.footer('de-DE'));
    await missing.time.advance(10_000);
    expect(notFound.result().error).toMatchObject({ code: 'API_HTTP', status: 404 });
    expect(missing.http.calls).toHaveLength(1);

    const offline = kit(() => Promise.reject(networkError()));
    const failed = capture(offline.content.footer('de-DE'));
    await offline.time.advance(60_000);
    expect(failed.result().error).toMatchObject({ code: 'API_NETWORK' });
    expect(offline.http.calls).toHaveLength(3);

    const stalled = kit(() => new Promise<Response>(() => {}));
    const slow = capture(stalled.content.footer('de-DE'));
    await stalled.time.advance(3000);
    expect(slow.result().error).toMatchObject({ code: 'API_TIMEOUT' });
    expect(stalled.http.calls).toHaveLength(1);
  });
});
