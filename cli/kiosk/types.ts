/** The results of `portal-cli ui`: one result per page, locale and width. */
import type { Locale } from '../../core/locale';

/** The pages the kiosk check walks, in order. */
export const KIOSK_STEPS = ['login', 'dashboard', 'country-picker'] as const;
export type KioskStep = (typeof KIOSK_STEPS)[number];

export interface KioskFinding {
  /** The axe rule, e.g. `landmark-unique`. */
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  /** CSS selectors of the elements, at most five. */
  readonly targets: readonly string[];
}

export interface KioskResult {
  readonly locale: Locale;
  readonly step: KioskStep;
  /** Viewport width in CSS pixels. */
  readonly width: number;
  readonly status: 'passed' | 'failed' | 'skipped';
  readonly durationMs: number;
  /** The screenshot file, when one was taken. */
  readonly screenshot?: string;
  /** axe-core violations (WCAG 2.0–2.2 A/AA and best practices); any one fails the step. */
  readonly findings: readonly KioskFinding[];
  /** What the page showed, in one line: "/de-de/dashboard/". */
  readonly detail?: string;
  readonly error?: { readonly code: string; readonly message: string };
}

export interface KioskReport {
  readonly ok: boolean;
  readonly environment: string;
  readonly region: string;
  /** The web portal's origin the browser opened. */
  readonly site: string;
  readonly screenshots: string;
  readonly startedAt: string;
  readonly durationMs: number;
  readonly summary: {
    readonly passed: number;
    readonly failed: number;
    readonly skipped: number;
    readonly findings: number;
  };
  readonly results: readonly KioskResult[];
}
