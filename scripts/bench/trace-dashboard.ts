/**
 * A trace of the dashboard opened directly in a logged-in browser (decision 127), for reading the
 * critical path rather than scoring it: DevTools throttling (150 ms, 1.6 Mbit/s, 4x CPU), cache
 * off; prints when the h1 greeting is drawn and with which text, FCP, LCP, long tasks and layout
 * shifts as the page saw them, and every request with its start and end. Not part of `npm run
 * bench` (its figures are Lighthouse's); builds the given tree into a temporary folder, so an older
 * commit can be traced the same way (`git archive <commit> | tar -x -C /tmp/old`, then link
 * node_modules into it).
 *
 * Usage: npx tsx scripts/bench/trace-dashboard.ts [repoRoot] [runs]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPortal } from './builds';
import { launchChromium } from './chromium';
import { DASHBOARD_PATH, logIn } from './portal-page';
import { freePort, startBenchSandbox, startPreview } from './servers';

const repoRoot = process.argv[2] ?? process.cwd();
const runs = Number(process.argv[3] ?? 3);
const previewPort = await freePort();
const origin = `http://127.0.0.1:${previewPort}`;
const sandbox = await startBenchSandbox(origin);
const outDir = mkdtempSync(join(tmpdir(), 'dash-trace-'));
const site = await buildPortal({ repoRoot, outDir, sandboxUrl: sandbox.url });
console.log(`built ${repoRoot} in ${site.seconds.toFixed(0)} s`);
const server = await startPreview({ repoRoot, dist: site.dist, port: previewPort });

const PROBE = `(() => {
  const marks = (window.__marks = []);
  const seen = new Set();
  new MutationObserver(() => {
    const h1 = document.querySelector('h1');
    const text = h1 ? h1.textContent : null;
    if (text && !seen.has(text)) { seen.add(text); marks.push(['h1 ' + JSON.stringify(text), performance.now()]); }
  }).observe(document, { subtree: true, childList: true, characterData: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) marks.push([e.entryType === 'paint' ? e.name : 'LCP ' + (e.element ? e.element.tagName + ' ' + (e.element.textContent || '').slice(0, 30) : ''), e.startTime]); })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) marks.push([e.name, e.startTime]); })
    .observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) marks.push(['longtask ' + Math.round(e.duration) + ' ms', e.startTime]); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) marks.push(['layout-shift ' + e.value.toFixed(4) + ' ' + (e.sources || []).map((s) => s.node && (s.node.className || s.node.nodeName)).join(','), e.startTime]); })
    .observe({ type: 'layout-shift', buffered: true });
})();`;

try {
  for (let run = 0; run < runs; run++) {
    const chromium = await launchChromium();
    try {
      const first = await chromium.browser.newPage();
      await logIn(first, origin);
      await first.close();
      const page = await chromium.browser.newPage();
      await page.setCacheEnabled(false);
      await page.emulateCPUThrottling(4);
      await page.emulateNetworkConditions({
        download: (1.6 * 1024 * 1024) / 8,
        upload: (750 * 1024) / 8,
        latency: 150,
      });
      await page.evaluateOnNewDocument(PROBE);
      const requests: Array<[string, number, number]> = [];
      const started = new Map<unknown, number>();
      let t0 = 0;
      page.on('request', (request) => started.set(request, performance.now() - t0));
      page.on('requestfinished', (request) => {
        const url = new URL(request.url());
        const name = `${request.method()} ${url.host === new URL(origin).host ? '' : 'api '}${url.pathname.replace(/^\/assets\//, '')}`;
        requests.push([name, started.get(request) ?? -1, performance.now() - t0]);
      });
      t0 = performance.now();
      await page.goto(`${origin}${DASHBOARD_PATH}`, { waitUntil: 'load' });
      await page.waitForFunction(
        `document.querySelector('main') && document.querySelector('main').innerText.includes('€')`,
        { timeout: 60_000, polling: 100 },
      );
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const marks = (await page.evaluate('window.__marks')) as Array<[string, number]>;
      console.log(`\n--- run ${run + 1}`);
      for (const [name, at] of marks.sort((a, b) => a[1] - b[1]))
        console.log(`  mark ${Math.round(at).toString().padStart(6)}  ${name}`);
      for (const [name, from, to] of requests.sort((a, b) => a[1] - b[1]))
        console.log(
          `  req  ${Math.round(from).toString().padStart(6)} → ${Math.round(to).toString().padStart(6)}  ${name}`,
        );
    } finally {
      await chromium.close();
    }
  }
} finally {
  await server.close();
  await sandbox.close();
}
process.exit(0);
