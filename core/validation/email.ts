/**
 * §5 "valid email" for the login form. The rule is the one customers meet elsewhere (the HTML
 * `type=email` shape) made a little stricter for a bank: a dot-separated domain with a top-level
 * label of at least two letters, at most 64 characters before the @ and 254 in all. The local part
 * is ASCII (what mail providers issue in practice); the domain may be internationalised
 * (`müller.de`) or in its punycode form. Surrounding whitespace is ignored: the login sends the
 * trimmed address.
 */

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL_LABEL = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

export const MAX_EMAIL_LENGTH = 254;
export const MAX_EMAIL_LOCAL_PART_LENGTH = 64;

/**
 * §5: whether a login email is a valid address.
 * @example isValidEmail('anna.schmidt@bank.example') // true
 * @example isValidEmail('anna@localhost') // false: no top-level domain
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > MAX_EMAIL_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > MAX_EMAIL_LOCAL_PART_LENGTH || !LOCAL_PART.test(local)) return false;
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL_LABEL.test(labels[labels.length - 1]!);
}
