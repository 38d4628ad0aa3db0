/**
 * §5 account initials: the first letter of the first and of the last word of the name.
 */

const LETTER = /\p{L}/u;

/** Upper-cased, unless that makes two letters of one (ß → SS, ﬁ → FI): initials stay two letters. */
function firstLetter(word: string): string {
  const letter = word.match(LETTER)?.[0] ?? '';
  const upper = letter.toLocaleUpperCase();
  return [...upper].length === 1 ? upper : letter;
}

/**
 * Words without any letter (a dash, "&") are skipped, so "Anna – Berg" gives "AB", not "A".
 * Precomposed form (NFC) first, so a decomposed "É" counts as one letter.
 * @example accountInitials('Max Mustermann') // 'MM'
 * @example accountInitials('  łukasz  maria żak ') // 'ŁŻ'
 * @example accountInitials('Cher') // 'C'
 */
export function accountInitials(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/\s+/u)
    .filter((word) => LETTER.test(word));
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return `${firstLetter(first)}${firstLetter(last)}`;
}
