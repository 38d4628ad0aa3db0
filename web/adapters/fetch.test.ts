import { describe, expect, it } from 'vitest';
import { createBrowserFetch } from './fetch';

/** A host whose fetch records the calls it was asked to start; `/fail` fails as a network error. */
function recordingHost() {
  const started: string[] = [];
  const host = {
    fetch: (input: RequestInfo | URL) => {
      started.push(String(input));
      return String(input).endsWith('/fail')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(new Response(String(input)));
    },
  };
  return { host, started };
}

describe('fetch adapter', () => {
  it('starts the first call at once and each further call of the same task in a task of its own', async () => {
    const { host, started } = recordingHost();
    const fetch = createBrowserFetch(host);
    const answers = Promise.all(['/a', '/b', '/c'].map((url) => fetch(url).then((r) => r.text())));
    expect(started).toEqual(['/a']);
    await Promise.resolve();
    expect(started).toHaveLength(1);
    expect(await answers).toEqual(['/a', '/b', '/c']);
    expect(started).toEqual(['/a', '/b', '/c']);
  });

  it('hands a failed call its own error and goes on with the next', async () => {
    const { host } = recordingHost();
    const fetch = createBrowserFetch(host);
    const failed = fetch('/fail');
    const next = fetch('/next');
    await expect(failed).rejects.toThrow('Failed to fetch');
    expect(await (await next).text()).toBe('/next');
  });

  it('starts a call at once again once the queue has drained', async () => {
    const { host, started } = recordingHost();
    const fetch = createBrowserFetch(host);
    await Promise.all([fetch('/a'), fetch('/b')]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    void fetch('/c');
    expect(started).toEqual(['/a', '/b', '/c']);
  });
});
