/**
 * Text from a server (a customer's name, a product's name, an error message) must not steer the
 * operator's terminal: an escape sequence in a name could clear the screen, rewrite earlier lines,
 * set the window title, write the clipboard (OSC 52) or hide text, and bidirectional overrides
 * reorder what is read. Every line portal-cli prints goes through `terminalText`, which shows such
 * characters as visible escapes (`\x1b`, `\u202e`); only the colour codes of style.ts pass.
 */

// C0 controls but tab and line feed, DEL, C1 controls, and the bidirectional controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** The Select Graphic Rendition sequences of style.ts: bold, dim, the five colours and their ends. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts them
const OWN_COLOUR = /\u001b\[(?:1|2|22|31|32|33|36|39)m/y;

const visible = (char: string) => {
  const code = char.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
};

/**
 * @example terminalText('Erika\u001b]52;c;ZXZpbA==\u0007') // 'Erika\\x1b]52;c;ZXZpbA==\\x07'
 * @example terminalText('\u001b[32m✓\u001b[39m ok') // unchanged: style.ts's colours
 */
export function terminalText(text: string): string {
  return text.replace(CONTROL, (char, offset: number) => {
    if (char === '\u001b') {
      OWN_COLOUR.lastIndex = offset;
      if (OWN_COLOUR.test(text)) return char;
    }
    return visible(char);
  });
}

/**
 * JSON for a terminal: JSON.stringify escapes the C0 controls already; the C1 and bidirectional
 * ones it leaves raw, so they are escaped here too (still valid JSON).
 * @example jsonText('"\u009b2J"') // '"\\u009b2J"'
 */
export function jsonText(json: string): string {
  return json.replace(
    /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
