/**
 * Character sets the link checks need, as code-point ranges (a regex character class with control
 * characters and combining marks is both hard to read and easy to get wrong).
 */

type Range = readonly [first: number, last: number];

/**
 * What the scheme check skips: C0 controls and space, DEL and C1 controls, no-break and other
 * Unicode spaces, soft hyphen, combining grapheme joiner, Hangul fillers, Mongolian and variation
 * selectors, zero-width and bidi controls, line and paragraph separators, BOM and specials.
 * (DOMPurify strips a similar set before matching URIs.)
 */
const IGNORABLE_IN_SCHEME: readonly Range[] = [
  [0x0000, 0x0020],
  [0x007f, 0x00a0],
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x1680, 0x1680],
  [0x17b4, 0x17b5],
  [0x180b, 0x180e],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfff8],
];

/** Never in a real link: controls, soft hyphen, zero-width, bidi controls, separators, BOM. */
const HIDDEN_IN_LINK: readonly Range[] = [
  [0x0000, 0x001f],
  [0x007f, 0x009f],
  [0x00ad, 0x00ad],
  [0x200b, 0x200f],
  [0x2028, 0x202e],
  [0x2060, 0x2064],
  [0x2066, 0x206f],
  [0xfeff, 0xfeff],
];

function inRanges(codePoint: number, ranges: readonly Range[]): boolean {
  return ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/**
 * Drops every character the scheme check ignores.
 * @example removeIgnorableInScheme('java\tscript\u200b:') // 'javascript:'
 */
export function removeIgnorableInScheme(text: string): string {
  let result = '';
  for (const character of text)
    if (!inRanges(character.codePointAt(0)!, IGNORABLE_IN_SCHEME)) result += character;
  return result;
}

/**
 * Whether a string holds a character no real link contains.
 * @example containsHiddenCharacter('/de-de/\u202egnp.exe') // true
 */
export function containsHiddenCharacter(text: string): boolean {
  for (const character of text) if (inRanges(character.codePointAt(0)!, HIDDEN_IN_LINK)) return true;
  return false;
}
