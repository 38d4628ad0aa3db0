/**
 * Issue 12: the public pages are HTML before they are JavaScript. With script off, the login page
 * already shows its form in the page's language (and cannot be sent, so no credentials travel
 * without the portal's login code); with script on, React hydrates that HTML instead of drawing
 * it again, and the form works.
 */
import { describe, expect, it } from 'vitest';
import { setupBrowserTests, withoutScripts } from './support/browser';

const env = setupBrowserTests();

describe('prerendered public pages', () => {
  it('the login page holds its form and language with JavaScript off', async () => {
    const page = await env.openPage();
    await withoutScripts(page);
    for (const [path, lang, heading, email] of [
      ['/de-de/login/', 'de-DE', 'Anmeldung', 'E-Mail-Adresse'],
      ['/fr-fr/login/', 'fr-FR', 'Connexion à votre compte', 'Adresse e-mail'],
    ] as const) {
      await page.goto(env.harness().url(path), { waitUntil: 'load' });
      const seen = await page.evaluate(() => {
        const label = (input: HTMLInputElement | null) =>
          input ? document.querySelector(`label[for="${input.id}"]`)?.textContent?.trim() : undefined;
        const submit = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
        return {
          lang: document.documentElement.lang,
          heading: document.querySelector('main h1')?.textContent?.trim(),
          email: label(document.querySelector('input[name="email"]')),
          password: Boolean(document.querySelector('input[name="password"][type="password"]')),
          submitDisabled: submit?.disabled,
          method: document.querySelector('form')?.getAttribute('method'),
          title: document.title,
        };
      });
      expect(seen).toMatchObject({
        lang,
        heading,
        email,
        password: true,
        submitDisabled: true,
        method: 'post',
      });
      expect(seen.title).not.toBe('Sandbox Bank');
    }
    await page.close();
  });

  it('the HTML paints the page as the script leaves it: styled, nothing moves at hydration (CLS 0)', async () => {
    const boxes = async (javaScript: boolean, width: number) => {
      const page = await env.openPage({ width, height: 823 });
      if (!javaScript) await withoutScripts(page);
      await page.goto(env.harness().url('/de-de/login/'), { waitUntil: 'load' });
      if (javaScript)
        await page.waitForFunction(() => performance.getEntriesByName('portal:ready').length > 0);
      const seen = await page.evaluate(() =>
        ['header', 'main h1', 'input[name="email"]', 'form button[type="submit"]', 'main ul'].map(
          (selector) => {
            const box = document.querySelector(selector)!.getBoundingClientRect();
            return `${selector} ${Math.round(box.top)} ${Math.round(box.height)}`;
          },
        ),
      );
      await page.close();
      return seen;
    };
    // A phone and a desktop screen: the header's layout is CSS's until the script knows the screen.
    for (const width of [412, 1280]) expect(await boxes(true, width)).toEqual(await boxes(false, width));
  });

  it('with JavaScript on, the same HTML is hydrated (not drawn again) and the form works', async () => {
    const page = await env.openPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
    });
    await page.evaluateOnNewDocument(() => {
      // Marks the prerendered form: a hydrated page keeps this very element.
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelector('form')?.setAttribute('data-from-html', 'yes');
      });
    });
    await page.goto(env.harness().url('/de-de/login/'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('form button[type="submit"]:not([disabled])');
    const form = await page.evaluate(() => ({
      kept: document.querySelector('form')?.getAttribute('data-from-html'),
      prerendered: (document.getElementById('root') as HTMLElement).dataset.prerendered,
    }));
    expect(form).toEqual({ kept: 'yes', prerendered: 'public:de-DE:login' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
