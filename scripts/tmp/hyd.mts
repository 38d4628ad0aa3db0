import puppeteer from 'puppeteer';
import { serveWebDist } from '../../cli/browser/static-server';
const web = await serveWebDist('/work/main/web/dist');
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--lang=en-US'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
await page.evaluateOnNewDocument(`document.addEventListener('DOMContentLoaded', () => { for (const el of document.querySelectorAll('#root *')) el.__pre = true; })`);
await page.goto(`${web.origin}/de-de/login/`, { waitUntil: 'load' });
await page.waitForFunction(`performance.getEntriesByName('portal:ready').length > 0`);
await new Promise((r) => setTimeout(r, 1500));
const out = await page.evaluate(`(() => {
  const fresh = [...document.querySelectorAll('#root *')].filter((el) => !el.__pre).map((el) => el.tagName + '.' + String(el.className).slice(0, 25));
  const lcp = [];
  return JSON.stringify({ fresh: fresh.slice(0, 40), count: fresh.length });
})()`);
console.log(out);
await browser.close();
await web.close();
