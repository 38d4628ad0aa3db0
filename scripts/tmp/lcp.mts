import puppeteer from 'puppeteer';
const origin = process.argv[2];
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--lang=en-US'] });
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 });
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.evaluateOnNewDocument(`
  window.__lcp = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? e.element.tagName + '.' + String(e.element.className).slice(0, 30) + ' ' + (e.element.textContent || '').slice(0, 40) : null }); }).observe({ type: 'largest-contentful-paint', buffered: true });
`);
await page.goto(`${origin}/de-de/login/`, { waitUntil: 'load' });
await new Promise((r) => setTimeout(r, 4000));
console.log(await page.evaluate(`JSON.stringify({ lcp: window.__lcp, ready: performance.getEntriesByName('portal:ready')[0]?.startTime, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime }, null, 1)`));
await browser.close();
