/** The results of `portal-cli check`: one suite per locale, one result per check. */
import type { Locale } from '../../core/locale';

/** The checks of a suite, in the order they run. */
export const CHECK_NAMES = ['login', 'session-probe', 'refresh', 'markets', 'menu', 'logout'] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

export type CheckStatus = 'passed' | 'failed' | 'skipped';

export interface CheckResult {
  readonly locale: Locale;
  readonly name: CheckName;
  readonly status: CheckStatus;
  readonly durationMs: number;
  /** How many times it ran (1 plus the retries used). */
  readonly attempts: number;
  /** What it found, in one line: "customer 0047110001 → /de-de/dashboard/". */
  readonly detail?: string;
  readonly error?: { readonly code: string; readonly message: string; readonly hint?: string };
}

export interface SuiteResult {
  readonly locale: Locale;
  readonly ok: boolean;
  readonly durationMs: number;
  readonly checks: readonly CheckResult[];
}

export interface CheckReport {
  readonly ok: boolean;
  /** Ctrl-C or SIGTERM stopped the run: the checks not yet begun are skipped. */
  readonly interrupted?: boolean;
  readonly environment: string;
  readonly region: string;
  readonly startedAt: string;
  readonly durationMs: number;
  readonly summary: { readonly passed: number; readonly failed: number; readonly skipped: number };
  readonly suites: readonly SuiteResult[];
}
