/**
 * Starts the system Chromium the way this project's machines require (no sandbox, no GPU, no
 * QUIC, nothing phoning home, a fresh profile each time) with a DevTools port, and connects
 * puppeteer to it. Lighthouse is handed the same port, so every figure comes from a browser
 * started the same way.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer';
// The flags are the project's one list (scripts/browser/chromium.ts), so tests and figures match.
import { CHROMIUM_FLAGS } from '../browser/chromium';

export interface RunningChromium {
  readonly browser: Browser;
  /** The DevTools port, for Lighthouse. */
  readonly port: number;
  readonly version: string;
  close(): Promise<void>;
}

/** Chromiums this process started and has not closed: killed if the bench exits early (Ctrl-C). */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function chromiumPath(): string {
  return process.env.CHROMIUM ?? '/usr/bin/chromium';
}

/** Waits for "DevTools listening on ws://…" on Chromium's stderr. */
function devToolsEndpoint(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    let found = false;
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${seen}`)), 30_000);
    // Keeps draining stderr after the line is found, so a chatty Chromium never blocks on the pipe.
    child.stderr?.on('data', (chunk: Buffer) => {
      if (found) return;
      seen += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (match) {
        found = true;
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}:\n${seen}`));
    });
  });
}

/**
 * @example const chromium = await launchChromium(); const page = await chromium.browser.newPage(); … await chromium.close();
 */
export async function launchChromium(): Promise<RunningChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'portal-bench-chromium-'));
  const child = spawn(
    chromiumPath(),
    [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  // Chromium's helper processes may still be writing for a moment after it exits: a profile that
  // cannot be removed is left in the temporary folder rather than failing a measurement.
  const removeProfile = () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // left behind in tmp
    }
  };
  let endpoint: string;
  try {
    endpoint = await devToolsEndpoint(child);
  } catch (error) {
    child.kill();
    removeProfile();
    throw error;
  }
  const browser = await puppeteer.connect({ browserWSEndpoint: endpoint, defaultViewport: null });
  const version = await browser.version();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    browser,
    port: Number(new URL(endpoint).port),
    version,
    async close() {
      await browser.disconnect().catch(() => undefined);
      child.kill();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      removeProfile();
    },
  };
}
