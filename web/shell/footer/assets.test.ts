import { describe, expect, it } from 'vitest';
import { appBadges } from '../../../core/footer';
import { SUPPORTED_LOCALES } from '../../../core/locale';
import { flagPathOf, MARKETS } from '../../../core/markets';

// web/public is served at the site root; the files are read from disk (web/ has no Node types).
const fs: {
  readFileSync(path: string, encoding: 'utf8'): string;
  existsSync(path: string): boolean;
} = await import(/* @vite-ignore */ `node:${'fs'}`);
// `here` is a variable so Vite does not treat `new URL(…, import.meta.url)` as an asset import.
const here = import.meta.url;
const publicFile = (path: string) => decodeURIComponent(new URL(`../../public${path}`, here).pathname);

function svgOf(path: string): Document {
  const text = fs.readFileSync(publicFile(path), 'utf8');
  const document = new DOMParser().parseFromString(text, 'image/svg+xml');
  expect(document.querySelector('parsererror'), path).toBeNull();
  return document;
}

const LINKS = { appStore: 'https://apps.apple.example/app/1', googlePlay: 'https://play.google.example/x' };

describe('static assets of the shell (§2.6)', () => {
  it('§2.6 every market has a small, well-formed flag SVG at flagPathOf', () => {
    for (const market of Object.values(MARKETS)) {
      const path = flagPathOf(market);
      expect(fs.existsSync(publicFile(path)), path).toBe(true);
      const svg = svgOf(path).documentElement;
      expect(svg.tagName).toBe('svg');
      expect(svg.getAttribute('viewBox'), path).toBeTruthy();
      expect(fs.readFileSync(publicFile(path), 'utf8').length, path).toBeLessThan(4096);
      expect(svg.querySelector('script, foreignObject, image'), path).toBeNull();
    }
  });

  it('§2.6 the EU flag has a circle of 12 stars', () => {
    expect(svgOf('/flags/eu.svg').querySelectorAll('polygon')).toHaveLength(12);
  });

  it('§2.6/WCAG 2.5.3 every store badge exists and its text is its accessible name', () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const badge of appBadges(locale, LINKS)) {
        expect(fs.existsSync(publicFile(badge.image)), badge.image).toBe(true);
        const svg = svgOf(badge.image).documentElement;
        const texts = [...svg.querySelectorAll('text')].map((text) => text.textContent).join(' ');
        expect(texts, badge.image).toBe(badge.label);
        expect(svg.getAttribute('lang'), badge.image).toBe(badge.lang);
      }
    }
  });
});
