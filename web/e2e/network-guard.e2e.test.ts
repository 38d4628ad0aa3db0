/**
 * The "nothing leaves the machine" guard of every browser file (web/e2e/support/browser.ts) counts
 * what the pages and their workers ask for, not the browser's own traffic: it must still catch a
 * page that fetches an outside address.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setupBrowserTests } from './support/browser';

const env = setupBrowserTests();

/** TEST-NET-1 (RFC 5737): an address outside loopback that no test may reach. */
const OUTSIDE = 'http://192.0.2.1/leak';

/** A file of the site with no Content-Security-Policy of the portal's pages to stop the fetch. */
const PLAIN_FILE = '/assets/favicon.svg';

/** The leaks this test caused, taken off the list so the file's own check sees only unplanned ones. */
function takeLeaks(): string[] {
  const all = env.harness().leaks;
  const planned = all.filter((entry) => entry.includes(OUTSIDE));
  for (const entry of planned) all.splice(all.indexOf(entry), 1);
  return planned;
}

afterEach(() => {
  takeLeaks();
});

describe('the network guard', () => {
  it('reports a page that fetches an outside address', async () => {
    const page = await env.openPage();
    await page.goto(env.harness().url(PLAIN_FILE));
    await page.evaluate((url) => fetch(url).catch(() => undefined), `${OUTSIDE}?from=page`);
    await expect.poll(() => env.leaks(), { timeout: 30_000 }).toContain(`GET ${OUTSIDE}?from=page`);
    expect(takeLeaks()).toEqual([`GET ${OUTSIDE}?from=page`]);
  });

  it('reports a worker of the page that fetches an outside address', async () => {
    const page = await env.openPage();
    await page.goto(env.harness().url(PLAIN_FILE));
    await page.evaluate(async (url) => {
      const source = `fetch(${JSON.stringify(url)}).catch(() => undefined).finally(() => postMessage('done'))`;
      const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
      await new Promise((resolve) => worker.addEventListener('message', resolve, { once: true }));
    }, `${OUTSIDE}?from=worker`);
    await expect.poll(() => env.leaks(), { timeout: 30_000 }).toContain(`GET ${OUTSIDE}?from=worker`);
  });

  it('reports nothing for the portal’s own pages and back end', async () => {
    const page = await env.openPage();
    await page.goto(env.harness().url('/de-de/login/'), { waitUntil: 'networkidle0' });
    expect(env.leaks()).toEqual([]);
  });
});
