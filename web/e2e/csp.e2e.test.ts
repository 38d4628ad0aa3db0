/**
 * The built portal under its Content-Security-Policy with Trusted Types (security.md 12): a visit,
 * from the login page with its CMS disclaimer through the login to the dashboard, raises no CSP
 * violation at all (each would be a report to a report endpoint), Trusted Types are enforced, and
 * CMS images from anywhere but the site and the asset origins are not drawn.
 */
import type { Page } from 'puppeteer';
import { afterEach, describe, expect, it } from 'vitest';
import { setupBrowserTests } from './support/browser';
import { open, submitLogin, waitForPath } from './support/portal';

const env = setupBrowserTests();

/** Collects every securitypolicyviolation of the tab, from the first script on. */
async function countViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluateOnNewDocument(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      ),
    );
  });
  return () => page.evaluate(() => [...(window as unknown as { __violations: string[] }).__violations]);
}

let stopRewrite: (() => void) | undefined;
afterEach(() => stopRewrite?.());

describe('security.md 12: CSP with Trusted Types, and no violation reports', () => {
  it('a visit (login page with its disclaimer, login, dashboard) raises no CSP violation', async () => {
    const harness = env.harness();
    const page = await env.openPage();
    const violations = await countViolations(page);
    await open(page, harness, '/de-de/login/');
    // The sandbox's footer has an HTML disclaimer: DOMPurify parses and sanitises it here.
    await page.waitForSelector('footer ::-p-text(Einlagensicherung)');
    expect(await violations()).toEqual([]);
    await submitLogin(page, 'demo@sandbox.local');
    await waitForPath(page, '/de-de/dashboard/');
    // The footer loads when its place nears the viewport (docs/loading.md): below the dashboard.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForSelector('footer ::-p-text(Einlagensicherung)');
    expect(await violations()).toEqual([]);
  });

  it('Trusted Types are enforced: a string is refused by innerHTML, and only the portal’s policies exist', async () => {
    const harness = env.harness();
    const page = await env.openPage();
    await open(page, harness, '/en-gb/login/');
    const refused = await page.evaluate(() => {
      const outcome = (run: () => void) => {
        try {
          run();
          return 'allowed';
        } catch (error) {
          return (error as Error).name;
        }
      };
      const tt = (
        window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }
      ).trustedTypes;
      return {
        innerHTML: outcome(() => {
          document.createElement('div').innerHTML = '<img src=x onerror=alert(1)>';
        }),
        otherPolicy: outcome(() => tt.createPolicy('attacker', { createHTML: (s: string) => s })),
        foreignWorker: outcome(() => new Worker('https://evil.example/w.js')),
      };
    });
    expect(refused).toEqual({ innerHTML: 'TypeError', otherPolicy: 'TypeError', foreignWorker: 'TypeError' });
  });

  it('a CMS icon or logo on another origin is not drawn; the hostile footer raises no violation', async () => {
    const harness = env.harness();
    stopRewrite = harness.proxy.rewrite('/api/cms/footer', (body) => {
      const footer = JSON.parse(body) as Record<string, unknown> & {
        socialMediaIcons: Array<Record<string, string>>;
      };
      footer.socialMediaIcons = footer.socialMediaIcons.map((icon, index) =>
        index === 0 ? { ...icon, iconUrl: 'https://evil.example/track.svg' } : icon,
      );
      footer.credits = {
        institute_link: { href: 'https://partner.example/', title: 'Partner' },
        institute_logo: { url: 'https://evil.example/logo.svg', title: 'Partner logo' },
      };
      footer.disclaimer =
        '<p>Disclaimer <img src="https://evil.example/pixel.gif"><b style="color:red">bold</b></p>';
      return JSON.stringify(footer);
    });
    const page = await env.openPage();
    const violations = await countViolations(page);
    await open(page, harness, '/en-gb/login/');
    await page.waitForSelector('footer ::-p-text(Disclaimer)');
    const images = await page.evaluate(() =>
      [...document.querySelectorAll('footer img')].map((image) => image.getAttribute('src') ?? ''),
    );
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((src) => src.includes('evil.example'))).toEqual([]);
    expect(await violations()).toEqual([]);
  });
});
