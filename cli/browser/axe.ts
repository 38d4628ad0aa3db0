/**
 * accessibility.md 13: axe-core with the WCAG 2.0/2.1/2.2 A and AA tags and best practices, on the
 * page as it is now. The axe-core is the one @axe-core/puppeteer ships with; it is injected once per
 * document and run directly, which is about three times faster than AxePuppeteer's per-run
 * injection and matters when every page and state is checked at two widths (docs/decisions/060).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

export interface AxeFinding {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: readonly string[];
}

// The page's globals inside `page.evaluate` callbacks: this file is also type-checked without the DOM.
declare const window: AxeWindow;
declare const document: unknown;

let source: string | undefined;

/** The axe-core bundled with @axe-core/puppeteer, resolved from that package. */
function axeSource(): string {
  if (source === undefined) {
    const fromHere = createRequire(import.meta.url);
    const fromAxePuppeteer = createRequire(fromHere.resolve('@axe-core/puppeteer'));
    source = readFileSync(fromAxePuppeteer.resolve('axe-core/axe.min.js'), 'utf8');
  }
  return source;
}

interface AxeWindow {
  axe?: {
    run(
      context: unknown,
      options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
    ): Promise<{
      violations: Array<{
        id: string;
        impact?: string | null;
        help: string;
        nodes: Array<{ target: unknown[] }>;
      }>;
    }>;
  };
}

/**
 * The violations on the page now (an empty list when there are none).
 * @example expect(describeFindings(await axeFindings(page))).toEqual([]);
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof window.axe?.run === 'function');
  if (!loaded) await page.evaluate(axeSource());
  return page.evaluate(
    async (tags) => {
      const axe = window.axe!;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // Only violations are read: skipping passes and incomplete results halves the run.
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      }));
    },
    [...AXE_TAGS],
  );
}

/** One line per violation, for assertion messages and reports. */
export function describeFindings(findings: readonly AxeFinding[]): string[] {
  return findings.map(
    (finding) =>
      `${finding.id} (${finding.impact ?? 'n/a'}): ${finding.help} — ${finding.targets.slice(0, 5).join(', ')}`,
  );
}
