/**
 * Customer names (§3, §5): academic titles, the full and the display name, account initials.
 */

/**
 * §3 "Name titles (Prof, Dr, Dr med and others)": academicTitleCode → title as printed before the
 * name, in the German-speaking convention the titles come from. Codes are matched case-insensitively
 * with `-`, `.` and spaces read as `_`. An unknown code prints no title rather than a raw code.
 */
export const ACADEMIC_TITLES = {
  DR: 'Dr.',
  DR_DR: 'Dr. Dr.',
  DR_MED: 'Dr. med.',
  DR_MED_DENT: 'Dr. med. dent.',
  DR_MED_VET: 'Dr. med. vet.',
  DR_RER_NAT: 'Dr. rer. nat.',
  DR_RER_POL: 'Dr. rer. pol.',
  DR_PHIL: 'Dr. phil.',
  DR_JUR: 'Dr. jur.',
  DR_ING: 'Dr.-Ing.',
  PROF: 'Prof.',
  PROF_DR: 'Prof. Dr.',
  PROF_DR_MED: 'Prof. Dr. med.',
  PROF_DR_DR: 'Prof. Dr. Dr.',
  PROF_DR_ING: 'Prof. Dr.-Ing.',
  DIPL_ING: 'Dipl.-Ing.',
  MAG: 'Mag.',
} as const;
export type AcademicTitleCode = keyof typeof ACADEMIC_TITLES;

/**
 * The printed title for a code, or undefined for no, empty or unknown codes.
 * @example academicTitleOf('dr-med') // 'Dr. med.'
 * @example academicTitleOf('NONE') // undefined
 */
export function academicTitleOf(code: string | null | undefined): string | undefined {
  if (!code) return undefined;
  const key = code
    .trim()
    .toUpperCase()
    .replace(/[\s.-]+/g, '_');
  return Object.hasOwn(ACADEMIC_TITLES, key) ? ACADEMIC_TITLES[key as AcademicTitleCode] : undefined;
}

/** Trims and collapses inner whitespace, so joined parts never hold double spaces. */
function clean(part: string | null | undefined): string {
  return (part ?? '').replace(/\s+/g, ' ').trim();
}

export interface NameParts {
  readonly academicTitleCode?: string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  /** Used when neither first nor last name is known. */
  readonly fullName?: string | null;
}

/**
 * The display name: first and last name, without title; the server's fullName when both are missing.
 * @example displayNameOf({ firstName: 'Erika', lastName: ' Mustermann ' }) // 'Erika Mustermann'
 */
export function displayNameOf(parts: NameParts): string {
  const name = [clean(parts.firstName), clean(parts.lastName)].filter(Boolean).join(' ');
  return name || clean(parts.fullName);
}

/**
 * §3 full name built with the academic title: "Prof. Dr. Erika Mustermann". Empty parts are skipped
 * and whitespace is normalised, so the result never has double or edge spaces.
 * @example fullNameOf({ academicTitleCode: 'PROF_DR', firstName: 'Erika', lastName: 'Mustermann' })
 * // 'Prof. Dr. Erika Mustermann'
 */
export function fullNameOf(parts: NameParts): string {
  const name = displayNameOf(parts);
  if (!name) return '';
  const title = academicTitleOf(parts.academicTitleCode);
  // A server fullName may already start with the title; do not print it twice.
  if (!title || name.startsWith(`${title} `)) return name;
  return `${title} ${name}`;
}

const LETTER = /\p{L}/u;

/**
 * §5 account initials: the first letter of the first and of the last word of the name, upper case.
 * Words without any letter (a dash, "&") are skipped, so "Anna – Berg" gives "AB"; in a word the
 * first letter counts, so "(Sean)" gives "S". Precomposed form (NFC) first, so a decomposed "É" is
 * one letter. A one-word name gives one letter, no name none. The header's avatar uses it
 * (core/header customer-data.ts); it is the only copy of the rule.
 * @example accountInitials('Erika von Mustermann') // 'EM'
 * @example accountInitials('  łukasz  maria żak ') // 'ŁŻ'
 * @example accountInitials('Özlem') // 'Ö'
 */
export function accountInitials(name: string | null | undefined): string {
  const words = (name ?? '')
    .normalize('NFC')
    .split(/\s+/u)
    .filter((word) => LETTER.test(word));
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return `${initialOf(first)}${initialOf(last)}`;
}

/** Upper-cased, unless that makes two letters of one (ß → SS, ﬁ → FI): initials stay two letters. */
function initialOf(word: string): string {
  const letter = word.match(LETTER)?.[0] ?? '';
  const upper = letter.toLocaleUpperCase();
  return [...upper].length === 1 ? upper : letter;
}
