/**
 * A small HTML character-reference decoder, for one purpose: seeing through entity-encoded link
 * schemes (`&#106;avascript:`, `javascript&colon;`). It is deliberately generous, because it only
 * feeds the unsafe-scheme check, where decoding too much can only make the check stricter:
 * numeric references with or without the semicolon, any number of leading zeros, and the named
 * references that can spell a scheme or hide whitespace, in any letter case.
 */

/** Named references an attacker can use inside a scheme, plus the common ones. */
const NAMED: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  semi: ';',
  excl: '!',
  num: '#',
  percnt: '%',
  plus: '+',
  equals: '=',
  quest: '?',
  commat: '@',
  lowbar: '_',
  hyphen: '\u2010',
  zwsp: '\u200b',
  zwnj: '\u200c',
  zwj: '\u200d',
  shy: '\u00ad',
};

const REFERENCE = /&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));?/gi;

function fromCodePoint(code: number): string {
  // As browsers do: NUL, surrogates and out-of-range code points become U+FFFD.
  if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
    return '\ufffd';
  return String.fromCodePoint(code);
}

/**
 * Decodes character references once.
 * @example decodeHtmlEntitiesOnce('&#106;ava&Tab;script&colon;') // 'java\tscript:'
 */
export function decodeHtmlEntitiesOnce(text: string): string {
  return text.replace(REFERENCE, (match, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10));
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    const named = NAMED[(name ?? '').toLowerCase()];
    return named ?? match;
  });
}

/**
 * Decodes until nothing changes (at most a few rounds), so double encoding (`&amp;#106;`) is seen
 * through as well.
 * @example decodeHtmlEntities('&amp;#106;') // 'j'
 */
export function decodeHtmlEntities(text: string, maxRounds = 5): string {
  let current = text;
  for (let round = 0; round < maxRounds; round++) {
    const next = decodeHtmlEntitiesOnce(current);
    if (next === current) break;
    current = next;
  }
  return current;
}
