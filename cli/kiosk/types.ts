/** The results of `portal-cli ui`: one result per page, locale and width. */
import type { Locale } from '../../core/locale';

/**
 * The pages the kiosk check walks, in order: the login page, the overview after logging in, the
 * country picker open, the menu open (the mobile menu below the navigation breakpoint, the main
 * navigation's first dropdown above it), a page that does not exist, and the overview while the
 * back end cannot be reached (its outage banner).
 */
export const KIOSK_STEPS = ['login', 'dashboard', 'country-picker', 'menu', 'not-found', 'outage'] as const;
export type KioskStep = (typeof KIOSK_STEPS)[number];

export interface KioskFinding {
  /** The axe rule, e.g. `landmark-unique`. */
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  /** CSS selectors of the elements, at most five. */
  readonly targets: readonly string[];
}

/** How the screenshot compares with its baseline (cli/kiosk/visual.ts). */
export interface KioskVisual {
  readonly baseline: string;
  /** `updated`: this run wrote the baseline; `missing`: there is none to compare with. */
  readonly outcome: 'same' | 'changed' | 'updated' | 'missing';
  /** Pixels that differ from the baseline, of `totalPixels`. */
  readonly changedPixels?: number;
  readonly totalPixels?: number;
  /** The changed pixels in red, when there are any. */
  readonly diff?: string;
}

export interface KioskResult {
  readonly locale: Locale;
  readonly step: KioskStep;
  /** Viewport width in CSS pixels. */
  readonly width: number;
  readonly status: 'passed' | 'failed' | 'skipped';
  readonly durationMs: number;
  /** The screenshot file (the screen the customer sees), when one was taken. */
  readonly screenshot?: string;
  /** axe-core violations (WCAG 2.0–2.2 A/AA and best practices); any one fails the step. */
  readonly findings: readonly KioskFinding[];
  readonly visual?: KioskVisual;
  /** What the page showed, in one line, as checked: "/de-de/dashboard/", "dialog open". */
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
  /** The baselines compared with (or written), if any. */
  readonly baselines?: string;
  readonly startedAt: string;
  readonly durationMs: number;
  readonly summary: {
    readonly passed: number;
    readonly failed: number;
    readonly skipped: number;
    readonly findings: number;
    /** Pages whose screenshot differs from its baseline. */
    readonly changed: number;
  };
  readonly results: readonly KioskResult[];
}
