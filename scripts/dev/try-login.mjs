#!/usr/bin/env node
// Tries the portal as a new user would, in headless Chromium, without puppeteer: opens the login
// page, types the demo persona's email and password, waits for the dashboard and saves screenshots
// at 375 px and 1280 px. Speaks the Chrome DevTools Protocol over Node's WebSocket (Node 20 needs
// --experimental-websocket).
//
//   node --experimental-websocket scripts/dev/try-login.mjs [web origin] [out dir]
//
// Expects `npm start` (or the preview) to be running; reads the login from the sandbox's banner
// defaults (demo@sandbox.local / sandbox-password-1) unless DEMO_EMAIL / DEMO_PASSWORD are set.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const origin = process.argv[2] ?? 'http://127.0.0.1:5173';
const outDir = process.argv[3] ?? '/tmp/portal-screenshots';
const email = process.env.DEMO_EMAIL ?? 'demo@sandbox.local';
const password = process.env.DEMO_PASSWORD ?? 'sandbox-password-1';
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
const port = 9333;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function connect() {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
      const page = targets.find((target) => target.type === 'page');
      if (page) return page.webSocketDebuggerUrl;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error('Chromium did not open its debugging port.');
}

function client(url) {
  const socket = new WebSocket(url);
  let id = 0;
  const pending = new Map();
  const listeners = [];
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    if (message.id && pending.has(message.id)) {
      const { resolve, reject } = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) reject(new Error(message.error.message));
      else resolve(message.result);
    } else if (message.method) for (const listener of listeners) listener(message);
  });
  return new Promise((resolve) => {
    socket.addEventListener('open', () =>
      resolve({
        send(method, params = {}) {
          id += 1;
          socket.send(JSON.stringify({ id, method, params }));
          return new Promise((ok, fail) => pending.set(id, { resolve: ok, reject: fail }));
        },
        on: (listener) => listeners.push(listener),
        close: () => socket.close(),
      }),
    );
  });
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = spawn(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--hide-scrollbars',
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const cdp = await client(await connect());
  const console = [];
  cdp.on((message) => {
    if (message.method === 'Runtime.consoleAPICalled')
      console.push(
        `${message.params.type}: ${message.params.args.map((arg) => arg.value ?? arg.description).join(' ')}`,
      );
    if (message.method === 'Runtime.exceptionThrown')
      console.push(`exception: ${message.params.exceptionDetails.text}`);
    if (message.method === 'Log.entryAdded')
      console.push(`${message.params.entry.level}: ${message.params.entry.text}`);
  });
  await cdp.send('Page.enable');
  await cdp.send('Runtime.enable');
  await cdp.send('Log.enable');
  const evaluate = async (expression) =>
    (await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })).result
      .value;
  const waitFor = async (expression, timeoutMs = 20_000) => {
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      if (await evaluate(expression)) return true;
      await sleep(200);
    }
    throw new Error(`Timed out waiting for: ${expression}`);
  };
  const viewport = (width, height) =>
    cdp.send('Emulation.setDeviceMetricsOverride', {
      width,
      height,
      deviceScaleFactor: 1,
      mobile: width < 768,
    });
  const shot = async (name, fullPage = false) => {
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'png',
      captureBeyondViewport: fullPage,
    });
    const file = join(outDir, `${name}.png`);
    writeFileSync(file, Buffer.from(data, 'base64'));
    process.stdout.write(`saved ${file}\n`);
  };
  const type = async (selector, text) => {
    await evaluate(`document.querySelector(${JSON.stringify(selector)}).focus()`);
    await cdp.send('Input.insertText', { text });
  };

  try {
    for (const [width, height] of [
      [375, 800],
      [1280, 900],
    ]) {
      await viewport(width, height);
      await cdp.send('Page.navigate', { url: `${origin}/de-de/login/` });
      await waitFor(`!!document.querySelector('input[name=email]')`);
      await sleep(800);
      await shot(`login-${width}`);
      await type('input[name=email]', email);
      await type('input[name=password]', password);
      await evaluate(`document.querySelector('form button[type=submit]').click()`);
      await waitFor(`location.pathname === '/de-de/dashboard/'`, 30_000);
      await waitFor(
        `!document.querySelector('main [role=status]') || document.querySelector('main')?.innerText.includes('€')`,
        15_000,
      );
      await sleep(1000);
      await shot(`dashboard-${width}`);
      await shot(`dashboard-${width}-full`, true);
      // Log out for the next round, like a customer would.
      await evaluate(`localStorage.clear()`);
    }
    // accessibility.md 14: nothing scrolls horizontally at 320 px.
    await viewport(320, 700);
    for (const path of ['/de-de/login/', '/de-de/register/', '/en/select-country/']) {
      await cdp.send('Page.navigate', { url: `${origin}${path}` });
      await waitFor(`!!document.querySelector('h1')`);
      await sleep(500);
      const overflow = await evaluate(`document.documentElement.scrollWidth - window.innerWidth`);
      process.stdout.write(
        `320 px ${path}: ${overflow > 0 ? `scrolls horizontally by ${overflow} px` : 'no horizontal scrolling'}\n`,
      );
    }
  } finally {
    if (console.length > 0) process.stdout.write(`browser console:\n  ${console.join('\n  ')}\n`);
    cdp.close();
    browser.kill();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
});
