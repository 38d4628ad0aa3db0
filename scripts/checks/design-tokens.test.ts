/**
 * The portal's look comes from one set of design tokens (web/styles/tokens.css): a CSS module
 * writes no colour, type size, radius, shadow or spacing as a number, only the tokens. What may
 * stay a number is geometry that is no spacing: widths and heights, borders, offsets of icons.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function cssModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'dist' ? [] : cssModules(path);
    return entry.name.endsWith('.module.css') ? [path] : [];
  });
}

/** One declaration's value is allowed when every part of it is a token, a keyword or zero. */
const SPACING = /^(margin|padding|gap|row-gap|column-gap)(-[a-z-]+)?$/;
const TOKEN_ONLY: ReadonlyArray<[RegExp, RegExp]> = [
  [/^font-size$/, /var\(--font-size-/],
  [/^border-radius$/, /var\(--radius/],
  [/^box-shadow$/, /var\(--(shadow-|color-)/],
];

function violationsOf(css: string): string[] {
  const found: string[] = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, property, value] of withoutComments.matchAll(/([a-z-]+)\s*:\s*([^;{}]+);/g)) {
    const declaration = `${property}: ${value!.trim()}`;
    if (/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(/i.test(value!)) found.push(declaration);
    else if (TOKEN_ONLY.some(([name, token]) => name.test(property!) && !token.test(value!)))
      found.push(declaration);
    else if (SPACING.test(property!)) {
      // A number other than 0 (or the 1 px of the visually-hidden pattern) is a spacing of its own.
      const numbers = value!.replace(/var\([^)]*\)/g, '').match(/-?\d*\.?\d+(px|rem|em)\b/g) ?? [];
      if (numbers.some((number) => !/^-?1px$/.test(number) && !/^0(px|rem|em)$/.test(number)))
        found.push(declaration);
    }
  }
  return found;
}

describe('design tokens', () => {
  it('finds a colour, a type size, a radius and a spacing written as numbers', () => {
    expect(
      violationsOf(
        '.a { color: #1f1f2e; font-size: 0.875rem; border-radius: 4px; padding: 8px var(--space-4); margin: -1px; gap: 0 }',
      ),
    ).toEqual(['color: #1f1f2e', 'font-size: 0.875rem', 'border-radius: 4px', 'padding: 8px var(--space-4)']);
    expect(violationsOf('.b { background: rgb(0 0 0 / 45%); box-shadow: 0 4px 16px black; }')).toHaveLength(
      2,
    );
  });

  it('every CSS module of the web portal uses the tokens only', () => {
    const found = cssModules(join(root, 'web')).flatMap((file) =>
      violationsOf(readFileSync(file, 'utf8')).map(
        (declaration) => `${relative(root, file)}: ${declaration}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
