/**
 * fast-check generators for disguised link schemes, shared by the link tests. Each letter of a
 * scheme may be written raw in random case or as a decimal or hex character reference (with
 * leading zeros, with or without the semicolon where a browser accepts that), the colon raw or as
 * `&colon;`/`&#58;`/`&#x3a;`, with whitespace, control and invisible characters (raw or as
 * references) between any two characters and in front.
 */
import fc from 'fast-check';
import type { UnsafeScheme } from './link-scheme';

const zeros = fc.integer({ min: 0, max: 4 }).map((count) => '0'.repeat(count));

/** One character, raw in either case or as a character reference. */
export function encodedCharacter(character: string): fc.Arbitrary<string> {
  const code = character.codePointAt(0)!;
  return fc.oneof(
    fc.constantFrom(character.toLowerCase(), character.toUpperCase()),
    fc.tuple(zeros, fc.boolean()).map(([pad, semicolon]) => `&#${pad}${code}${semicolon ? ';' : ''}`),
    fc.tuple(zeros, fc.boolean(), fc.boolean()).map(([pad, upperX, upperHex]) => {
      const hex = code.toString(16);
      return `&#${upperX ? 'X' : 'x'}${pad}${upperHex ? hex.toUpperCase() : hex};`;
    }),
  );
}

const colon = fc.constantFrom(':', '&colon;', '&COLON;', '&#58;', '&#058', '&#x3a;', '&#X3A;', '&amp;colon;');

/** Characters a browser or an older parser skips inside a scheme, raw or encoded. */
export const noise = fc
  .array(
    fc.oneof(
      fc.constantFrom('\t', '\n', '\r', '\u000b', '\u000c', '\u0000', '\u0001', '\u001f', '\u007f'),
      fc.constantFrom(
        '\u00a0',
        '\u200b',
        '\u200c',
        '\u200d',
        '\u2028',
        '\u2029',
        '\ufeff',
        '\u00ad',
        '\u3000',
      ),
      fc.constantFrom(
        '&Tab;',
        '&NewLine;',
        '&tab;',
        '&#9;',
        '&#10;',
        '&#x0A;',
        '&#x0d;',
        '&nbsp;',
        '&#0000013;',
      ),
      fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
    ),
    { maxLength: 3 },
  )
  .map((pieces) => pieces.join(''));

const leading = fc.array(fc.constantFrom(' ', '\t', '\n', '\u0000', '\u0008', '&#32;', '&#x20;'), {
  maxLength: 4,
});

/** A disguised `scheme:` followed by a payload. */
export function disguisedScheme(scheme: UnsafeScheme): fc.Arbitrary<string> {
  const characters = [...scheme].map((character) => fc.tuple(encodedCharacter(character), noise));
  return fc
    .tuple(
      leading,
      fc.tuple(...characters),
      colon,
      fc.constantFrom('alert(1)', '//%0aalert(1)', 'text/html;base64,PHNjcmlwdD4=', 'msgbox(1)', ''),
    )
    .map(
      ([lead, pieces, separator, payload]) =>
        `${lead.join('')}${pieces.map(([letter, gap]) => letter + gap).join('')}${separator}${payload}`,
    );
}

export const anyUnsafeScheme: fc.Arbitrary<[UnsafeScheme, string]> = fc
  .constantFrom<UnsafeScheme>('javascript', 'data', 'vbscript')
  .chain((scheme) => disguisedScheme(scheme).map((href): [UnsafeScheme, string] => [scheme, href]));

/** Strings built from the pieces link attacks are made of, to fuzz the validators with. */
export const linkLikeString = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '/',
        '//',
        '\\',
        ':',
        '@',
        '.',
        '#',
        '?',
        '%2F',
        '%5C',
        '&',
        ';',
        ' ',
        '\t',
        '\n',
        '\u0000',
      ),
      fc.constantFrom(
        'https',
        'HTTPS',
        'http',
        'mailto',
        'tel',
        'javascript',
        'JaVaScRiPt',
        'data',
        'vbscript',
      ),
      fc.constantFrom(
        '&colon;',
        '&#58;',
        '&#106;',
        '&#x6A;',
        '&Tab;',
        '&NewLine;',
        '&amp;',
        'bank.example',
        '+49',
      ),
      fc.constantFrom('evil.example', 'user', 'de-de', 'login', '0', '123', 'a', 'é', '\u202e', '\u200b'),
    ),
    { maxLength: 12 },
  )
  .map((pieces) => pieces.join(''));

/**
 * Disguises a browser really executes: what the WHATWG URL parser still reads as the scheme after
 * the HTML parser decoded the references (tabs and newlines removed anywhere, C0 controls and
 * spaces trimmed in front).
 */
export function browserExecutableScheme(scheme: UnsafeScheme): fc.Arbitrary<string> {
  const letter = (character: string) =>
    fc.oneof(
      fc.constantFrom(character.toLowerCase(), character.toUpperCase()),
      fc.constant(`&#${character.codePointAt(0)};`),
      fc.constant(`&#x${character.codePointAt(0)!.toString(16)};`),
    );
  const gap = fc
    .array(fc.constantFrom('\t', '\n', '\r', '&Tab;', '&NewLine;', '&#9;', '&#x0a;', '&#13;'), {
      maxLength: 2,
    })
    .map((pieces) => pieces.join(''));
  const front = fc
    .array(
      fc.integer({ min: 0, max: 0x20 }).map((code) => String.fromCharCode(code)),
      { maxLength: 3 },
    )
    .map((pieces) => pieces.join('').replaceAll('\u0000', ' '));
  return fc
    .tuple(
      front,
      fc.tuple(...[...scheme].map((character) => fc.tuple(letter(character), gap))),
      fc.constantFrom(':', '&colon;', '&#58;'),
    )
    .map(
      ([lead, pieces, separator]) => `${lead}${pieces.map(([l, g]) => l + g).join('')}${separator}alert(1)`,
    );
}
