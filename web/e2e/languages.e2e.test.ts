/**
 * No English word on a page of another language: every text node, every `alt`, `aria-label`,
 * `title` and `placeholder`, and the words drawn inside the page's SVG images (the footer's badges),
 * on the login page, the signed-in overview and a 404 of each locale whose language is not English,
 * and on the 404 of an address with no locale at all, opened by a visitor whose browser speaks that
 * language. Elements marked with another `lang` (the language switcher's own names) are theirs, and
 * names marked `translate="no"` (a product's name from the back end) are no language's.
 *
 * "English" is what the portal's English texts and English CMS content say, less what the page's
 * own language also says (German writes "Portal", "Cookie" and "online" too): a word is reported
 * when only English has it.
 */
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { loadChainOf, NAMESPACES, TEXT_REGISTRY } from '../../core/i18n';
import { type Locale, SUPPORTED_LOCALES, type TextLocale, textLocaleOf, toPrefix } from '../../core/locale';
import { FOOTER_TEXTS } from '../../fixtures/cms/footer-texts';
import { SEO_TEXTS } from '../../fixtures/cms/seo-texts';
import { setupBrowserTests } from './support/browser';
import { login, navigateInApp, networkQuiet, open } from './support/portal';

const env = setupBrowserTests();

/** Words English UIs use that the portal's English texts might not (yet) contain. */
const MORE_ENGLISH = ['deposit', 'guarantee', 'page', 'found', 'error', 'please', 'loading', 'welcome'];

/** Every string in a tree of texts (namespaces, plural forms, CMS documents, texts with a parameter). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return stringsOf((value as (...parameters: string[]) => unknown)(''));
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Words of four letters or more, lower-cased; placeholders and markup left out. */
function wordsOf(text: string): string[] {
  return (
    text
      .replace(/<[^>]*>/g, ' ')
      .replace(/\{\{\w+\}\}/g, ' ')
      .toLowerCase()
      .match(/\p{L}{4,}/gu) ?? []
  );
}

function vocabulary(textLocale: TextLocale): Set<string> {
  const own = loadChainOf(textLocale).flatMap((folder) =>
    NAMESPACES.map((namespace) => TEXT_REGISTRY.table(folder, namespace) ?? {}),
  );
  const texts = [...own, FOOTER_TEXTS[textLocale], SEO_TEXTS[textLocale]];
  return new Set(stringsOf(texts).flatMap(wordsOf));
}

const ENGLISH = new Set([...vocabulary('en'), ...MORE_ENGLISH]);
const NOT_ENGLISH = SUPPORTED_LOCALES.filter((locale) => textLocaleOf(locale) !== 'en');

/** Everything the page says in its own language, images' words included. */
async function pageWords(page: Page): Promise<{ lang: string; words: string[] }> {
  const seen = await page.evaluate(() => {
    const lang = document.documentElement.lang.toLowerCase();
    const ownLanguage = (element: Element | null) => {
      const marked = element?.closest('[lang]');
      return (
        !marked || marked === document.documentElement || marked.getAttribute('lang')?.toLowerCase() === lang
      );
    };
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A <noscript> is never shown while the portal runs; names (`translate="no"`) are no language.
      if (!parent || parent.closest('script, style, noscript, [translate="no"]') || !ownLanguage(parent))
        continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
      if (!ownLanguage(element)) continue;
      for (const name of ['alt', 'aria-label', 'title', 'placeholder'])
        texts.push(element.getAttribute(name) ?? '');
    }
    const images = [...document.querySelectorAll('img')]
      .map((image) => image.currentSrc || image.src)
      .filter((source) => /\.svg(?:$|\?)/.test(source));
    return { lang, texts, images: [...new Set(images)] };
  });
  const drawn = await page.evaluate(
    (sources) =>
      Promise.all(sources.map((source) => fetch(source).then((answer) => (answer.ok ? answer.text() : '')))),
    seen.images,
  );
  // An SVG's words: its <text> elements and its label.
  const imageTexts = drawn.flatMap((svg) => [
    ...[...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? ''),
    ...[...svg.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1] ?? ''),
  ]);
  return { lang: seen.lang, words: [...seen.texts, ...imageTexts].flatMap(wordsOf) };
}

/** The English words a page says that its language does not. */
async function englishOn(page: Page, locale: Locale, where: string): Promise<string[]> {
  const { lang, words } = await pageWords(page);
  expect(lang, where).toBe(locale.toLowerCase());
  const own = vocabulary(textLocaleOf(locale));
  return [...new Set(words.filter((word) => ENGLISH.has(word) && !own.has(word)))].map(
    (word) => `${where}: ${word}`,
  );
}

/**
 * The footer is there (its badges and columns are part of what is checked). It loads when its place
 * nears the viewport: scroll down to it, as a visitor would.
 */
async function withFooter(page: Page): Promise<void> {
  // The page may still grow (its parts arrive): scroll to its end until the footer is there.
  await page.waitForFunction(
    () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.querySelector('footer img[src*="deposit-guarantee"]') !== null;
    },
    { polling: 200 },
  );
  await networkQuiet(page);
}

describe('no English word on the pages of another language', () => {
  it('login page, overview and 404 of every non-English locale, footer badges included', async () => {
    const page = await env.openPage();
    const found: string[] = [];
    for (const locale of NOT_ENGLISH) {
      await open(page, env.harness(), `/${toPrefix(locale)}/login/`);
      await withFooter(page);
      found.push(...(await englishOn(page, locale, `${locale} login`)));
    }
    await login(page, env.harness(), { prefix: 'de-de' });
    for (const locale of NOT_ENGLISH) {
      await navigateInApp(page, `/${toPrefix(locale)}/dashboard/`);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, { polling: 50 }, locale);
      await page.waitForFunction(
        () => /\d/.test(document.querySelector('main section dd')?.textContent ?? ''),
        {
          polling: 50,
        },
      );
      await withFooter(page);
      found.push(...(await englishOn(page, locale, `${locale} overview`)));
      await navigateInApp(page, `/${toPrefix(locale)}/no-such-page/`);
      await page.waitForSelector('main h1');
      found.push(...(await englishOn(page, locale, `${locale} 404`)));
    }
    expect(found).toEqual([]);
  });

  it('the 404 of an address without a locale speaks the visitor’s language', async () => {
    const found: string[] = [];
    for (const locale of ['de-DE', 'fr-FR', 'pl-PL', 'it-IT'] as const) {
      const page = await env.openTab();
      // A browser set to this language (what `navigator.languages` says before the portal's code runs).
      await page.evaluateOnNewDocument((tag) => {
        Object.defineProperty(navigator, 'languages', { get: () => [tag] });
        Object.defineProperty(navigator, 'language', { get: () => tag });
      }, locale);
      await open(page, env.harness(), '/xx-yy/foo');
      await page.waitForSelector('main h1');
      found.push(...(await englishOn(page, locale, `${locale} /xx-yy/foo`)));
      await page.close();
    }
    expect(found).toEqual([]);
  });
});
