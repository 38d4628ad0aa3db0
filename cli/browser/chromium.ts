/**
 * The one way this project starts Chromium: Debian's system Chromium (`.puppeteerrc.cjs`
 * points puppeteer at /usr/bin/chromium; nothing is downloaded), headless, with every flag that
 * keeps it from talking to the internet on its own, and a fresh profile that is deleted afterwards.
 * The browser tests start it once per run (global-setup.ts); `portal-cli ui` starts it per command.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer';

/**
 * Always these flags: headless; no sandbox (containers and CI run as root); no GPU; no QUIC, first-run
 * UI, background networking, component updates or sync, so the only traffic is what a test causes.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Typing in a form makes Chromium ask Google's autofill servers about it; the proxy would refuse it.
  '--disable-features=AutofillServerCommunication',
] as const;

export interface LaunchedChromium {
  readonly browser: Browser;
  /** The profile directory of this launch; removed by `close`. */
  readonly userDataDir: string;
  close(): Promise<void>;
}

export interface LaunchChromiumOptions {
  /** Flags on top of CHROMIUM_FLAGS. */
  readonly extraFlags?: readonly string[];
  /** Time limit of the launch itself (default 30 s). */
  readonly timeoutMs?: number;
}

/**
 * @example const chromium = await launchChromium(); const page = await chromium.browser.newPage(); await chromium.close();
 */
export async function launchChromium(options: LaunchChromiumOptions = {}): Promise<LaunchedChromium> {
  // Loaded when a browser is launched; the bundle leaves packages outside it (rolldown.config.ts).
  const { default: puppeteer } = await import('puppeteer');
  const userDataDir = mkdtempSync(join(tmpdir(), 'portal-chromium-'));
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      headless: true,
      // Pages pick their own viewport (375 px and 1280 px in the tests).
      defaultViewport: null,
      timeout: options.timeoutMs ?? 30_000,
      args: [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`, ...(options.extraFlags ?? [])],
    });
  } catch (error) {
    rmSync(userDataDir, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Chromium did not start (${reason}). The browser tests use the system Chromium at /usr/bin/chromium; on Debian install it with \`apt-get install chromium\` (.ci/run does this).`,
    );
  }
  return {
    browser,
    userDataDir,
    async close() {
      await browser.close().catch(() => undefined);
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
