/**
 * Firefox ESR for the browser tests (Debian's `firefox-esr`, which .ci/run installs; nothing is
 * downloaded), driven by puppeteer over WebDriver BiDi. puppeteer gives it a fresh profile with its
 * own preferences (no updates, telemetry or background connections) and deletes it on close.
 *
 * Firefox's remote agent serves one BiDi session at a time, so a browser is launched without one
 * kept open: the test files of one vitest worker connect to it in turn (web/e2e/support/browser.ts).
 */
import type { Browser } from 'puppeteer';

export const FIREFOX_ESR = '/usr/bin/firefox-esr';

/**
 * - Firefox sends loopback addresses around a proxy unless told otherwise, and the built portal's
 *   back end is a loopback origin that the context's proxy must map to the test's sandbox
 *   (decision 060: the proxy is each context's only way out).
 * - The copy-IBAN test reads the clipboard back; without this Firefox asks with a paste menu.
 */
const PREFERENCES = {
  'network.proxy.allow_hijacking_localhost': true,
  'dom.events.testing.asyncClipboard': true,
} as const;

export interface LaunchedFirefox {
  /** The WebDriver BiDi endpoint to `puppeteer.connect({ protocol: 'webDriverBiDi' })` to. */
  readonly endpoint: string;
  close(): Promise<void>;
}

/** @example const firefox = await launchFirefox(); puppeteer.connect({ browserWSEndpoint: firefox.endpoint, protocol: 'webDriverBiDi' }) */
export async function launchFirefox(): Promise<LaunchedFirefox> {
  const { default: puppeteer } = await import('puppeteer');
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_ESR,
      headless: true,
      defaultViewport: null,
      timeout: 60_000,
      extraPrefsFirefox: PREFERENCES,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Firefox ESR did not start (${reason}). The browser tests use ${FIREFOX_ESR}; on Debian install it with \`apt-get install firefox-esr\` (.ci/run does this).`,
    );
  }
  const endpoint = browser.wsEndpoint();
  const process = browser.process();
  // Leaves the session, keeps the browser: the test files open their own sessions.
  await browser.disconnect();
  return {
    endpoint,
    async close() {
      // A new session only to close the browser the way puppeteer does (its profile is removed then).
      const session = await puppeteer
        .connect({ browserWSEndpoint: endpoint, protocol: 'webDriverBiDi' })
        .catch(() => undefined);
      await session?.close().catch(() => undefined);
      if (process && process.exitCode === null) process.kill('SIGKILL');
    },
  };
}
