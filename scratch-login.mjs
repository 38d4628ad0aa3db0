import puppeteer from 'puppeteer';

const base = process.argv[2] ?? 'http://127.0.0.1:5173';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  page.on('console', (m) => {
    if (m.type() === 'error') console.log('console error:', m.text());
  });
  page.on('requestfailed', (r) => console.log('failed:', r.url()));
  await page.goto(`${base}/de-de/login/`, { waitUntil: 'networkidle0', timeout: 120000 });
  await page.type('input[type=email], input[name=email]', 'demo@sandbox.local');
  await page.type('input[type=password]', 'sandbox-password-1');
  await page.waitForFunction(() => !document.querySelector('button[type=submit]')?.disabled, {
    timeout: 120000,
  });
  await page.click('button[type=submit]');
  await page.waitForFunction(() => location.pathname.includes('dashboard'), { timeout: 120000 });
  await page.waitForFunction(() => document.querySelector('header')?.textContent?.includes('€'), {
    timeout: 120000,
  });
  const header = await page.$eval('header', (h) => h.innerText.replace(/\s+/g, ' '));
  console.log('HEADER:', header);
  const badge = await page.$$eval('header [aria-label], header nav', (els) =>
    els.map((e) => e.getAttribute('aria-label')).filter(Boolean),
  );
  console.log('LABELS:', badge.join(' | '));
  await page.screenshot({ path: '/tmp/tr/dashboard.png' });
} finally {
  await browser.close();
}
