/**
 * The browsers the suite was verified with, and the one setup check that stops a run on a missing
 * or older one before any test starts. An older browser fails in ways that look like portal bugs
 * (Chromium 150's own background traffic, Firefox ESR 140's missing WebDriver BiDi commands), so it
 * is refused with the versions and the command that fixes it, instead of dozens of red tests.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export type BrowserName = 'chromium' | 'firefox';

/** Major versions verified; README "Prerequisites" names the same. */
export const VERIFIED_BROWSERS = {
  chromium: { executable: '/usr/bin/chromium', major: 156, label: 'Chromium' },
  firefox: { executable: '/usr/bin/firefox-esr', major: 153, label: 'Firefox ESR' },
} as const satisfies Record<BrowserName, { executable: string; major: number; label: string }>;

export const BROWSER_FIX = 'apt-get update && apt-get install -y chromium firefox-esr';

/** The major version in `--version` output: "Chromium 156.0.8078.129 built on …", "Mozilla Firefox 153.8.0esr". */
export function majorVersionOf(versionLine: string): number | undefined {
  const match = /\b(\d+)\.\d+/.exec(versionLine);
  return match ? Number(match[1]) : undefined;
}

/** Undefined when the browser is fit for the suite; otherwise the one message that says why and how to fix it. */
export function browserProblem(name: BrowserName, versionLine: string | undefined): string | undefined {
  const { executable, major, label } = VERIFIED_BROWSERS[name];
  if (versionLine === undefined)
    return `${label} is missing: the browser tests need ${executable} (verified with ${label} ${major}). Install it with \`${BROWSER_FIX}\`.`;
  const installed = majorVersionOf(versionLine);
  if (installed === undefined)
    return `${label} at ${executable} did not say its version ("${versionLine.trim()}"); the suite was verified with ${label} ${major}. Reinstall it with \`${BROWSER_FIX}\`.`;
  if (installed < major)
    return `${label} ${installed} is installed at ${executable}, older than ${label} ${major}, which the suite was verified with; older ones fail tests for reasons of their own. Update it with \`${BROWSER_FIX}\` (a stale package list installs old versions: update it first).`;
  return undefined;
}

/** The `--version` line of the installed browser, or undefined when there is none to run. */
async function installedVersion(name: BrowserName): Promise<string | undefined> {
  try {
    const { stdout } = await promisify(execFile)(VERIFIED_BROWSERS[name].executable, ['--version'], {
      timeout: 60_000,
    });
    return stdout;
  } catch {
    return undefined;
  }
}

/** @example await checkBrowser('firefox') // throws with the fix when Firefox ESR is missing or old */
export async function checkBrowser(name: BrowserName): Promise<void> {
  const problem = browserProblem(name, await installedVersion(name));
  if (problem) throw new Error(`Browser tests cannot run. ${problem}`);
}
