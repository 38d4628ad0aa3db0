import { render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { disclaimerHtml } from '../../../core/footer';
import { Disclaimer } from './Disclaimer';
import {
  domPurifyVersion,
  loadDisclaimerSanitizer,
  MINIMUM_DOMPURIFY_VERSION,
  sanitizeDisclaimer,
} from './sanitize';

declare global {
  interface Window {
    __pwned?: number;
  }
}

const HOSTILE = [
  '<p>Deposits are <strong>protected</strong> up to <em>100,000 EUR</em>.</p>',
  '<script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 2">',
  '<a href="javascript:window.__pwned = 3">click</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">entity</a>',
  '<a href=" data:text/html,<script>alert(1)</script>">data</a>',
  '<svg><script>window.__pwned = 4</script><a xlink:href="javascript:alert(1)">svg link</a></svg>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="https://evil.example"><input name="pw"></form>',
  '<p style="background:url(javascript:alert(1))" class="x" id="y" onclick="window.__pwned = 5">styled</p>',
  '<a href="https://bank.example/terms" target="_blank" title="Terms and conditions">terms</a>',
  '<a href="/en/privacy/" target="_top" rel="opener">privacy</a>',
  '<span title="t" href="/x">span</span>',
].join('');

function renderDisclaimer(html: string) {
  const model = disclaimerHtml(html);
  if (!model) throw new Error('empty disclaimer');
  return render(<Disclaimer disclaimer={model} />);
}

// DOMPurify is loaded on demand (design §8); these tests are about what it does once there.
beforeAll(() => loadDisclaimerSanitizer());

afterEach(() => {
  delete window.__pwned;
});

describe('Disclaimer (§2.6, security.md 2 and 4)', () => {
  it('security.md 2: hostile HTML runs nothing and keeps only allowed tags and attributes', () => {
    const { container } = renderDisclaimer(HOSTILE);
    expect(window.__pwned).toBeUndefined();
    const allowed = new Set(['DIV', 'P', 'STRONG', 'EM', 'A', 'SPAN']);
    for (const element of container.querySelectorAll('*')) expect(allowed).toContain(element.tagName);
    expect(container.querySelector('script, img, svg, math, iframe, form, input')).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const ok = element.tagName === 'A' ? ['href', 'title', 'target', 'rel'] : ['class'];
        expect(ok).toContain(attribute.name);
      }
    }
    expect(container.textContent).toContain('Deposits are protected up to 100,000 EUR.');
  });

  it('security.md 3: javascript:, data: and entity-encoded links lose their href; safe ones keep it', () => {
    const { container } = renderDisclaimer(HOSTILE);
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs.filter(Boolean)).toEqual(['https://bank.example/terms', '/en/privacy/']);
    for (const text of ['click', 'entity', 'data'])
      expect(
        [...container.querySelectorAll('a')].find((a) => a.textContent === text)?.hasAttribute('href'),
      ).toBe(false);
  });

  it('security.md 2: target=_blank gets rel="noopener noreferrer"; other targets and rel tokens are dropped', () => {
    const { container } = renderDisclaimer(HOSTILE);
    const terms = [...container.querySelectorAll('a')].find((a) => a.textContent === 'terms')!;
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    expect(terms).toHaveAttribute('title', 'Terms and conditions');
    const privacy = [...container.querySelectorAll('a')].find((a) => a.textContent === 'privacy')!;
    expect(privacy).not.toHaveAttribute('target');
    expect(privacy).not.toHaveAttribute('rel');
  });

  it('security.md 2: the result is inserted once; a re-render with the same HTML does not touch it', () => {
    const html = '<p>Deposits are <strong>protected</strong>.</p>';
    const { container, rerender } = renderDisclaimer(html);
    const paragraph = container.querySelector('p');
    const mutations: MutationRecord[] = [];
    const observer = new MutationObserver((records) => mutations.push(...records));
    observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
    rerender(<Disclaimer disclaimer={disclaimerHtml(html)!} />);
    observer.disconnect();
    expect(mutations.concat(observer.takeRecords())).toEqual([]);
    expect(container.querySelector('p')).toBe(paragraph);
  });

  it('renders nothing when nothing is left after sanitising', () => {
    const { container } = renderDisclaimer('<script>x()</script>');
    expect(container).toBeEmptyDOMElement();
  });

  it('security.md 2: DOMPurify is at least the required version', () => {
    const [major, minor, patch] = domPurifyVersion().split('.').map(Number);
    const [minMajor, minMinor, minPatch] = MINIMUM_DOMPURIFY_VERSION.split('.').map(Number);
    const value = (a = 0, b = 0, c = 0) => a * 1e6 + b * 1e3 + c;
    expect(value(major, minor, patch)).toBeGreaterThanOrEqual(value(minMajor, minMinor, minPatch));
  });

  it('sanitizeDisclaimer is idempotent on its own output', () => {
    const once = String(sanitizeDisclaimer(HOSTILE).html);
    expect(String(sanitizeDisclaimer(once).html)).toBe(once);
  });
});

// The sources, read from disk (vitest hands CSS and ?raw imports to stubs; web/ has no Node types).
const fs: { readFileSync(path: string, encoding: 'utf8'): string; readdirSync(path: string): string[] } =
  await import(/* @vite-ignore */ `node:${'fs'}`);
// Not `new URL('.', import.meta.url)`: Vite rewrites that pattern into a dev-server URL.
const here = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/[^/]+$/, ''));

describe('DOMPurify on demand (design §8: the login page’s JavaScript)', () => {
  const sources = fs
    .readdirSync(here)
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .map((name) => ({ name, text: fs.readFileSync(`${here}${name}`, 'utf8') }));

  it('only disclaimer-purifier.ts imports dompurify, and nothing imports that module statically', () => {
    const importsDomPurify = sources
      .filter(({ text }) => /from 'dompurify'/.test(text))
      .map(({ name }) => name);
    expect(importsDomPurify).toEqual(['disclaimer-purifier.ts']);
    const staticImports = sources.filter(({ text }) => /from '\.\/disclaimer-purifier'/.test(text));
    expect(staticImports.map(({ name }) => name)).toEqual([]);
    // A part of its own (web/pages.ts), loaded with a footer that has a disclaimer.
    const declaration = fs.readFileSync(`${here}../../pages.ts`, 'utf8');
    expect(declaration).toContain("import('./shell/footer/disclaimer-purifier')");
  });
});
