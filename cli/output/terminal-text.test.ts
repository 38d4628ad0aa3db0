import { describe, expect, it } from 'vitest';
import { createStyle } from './style';
import { jsonText, terminalText } from './terminal-text';

describe('server-supplied text cannot steer the terminal', () => {
  it('shows escape sequences, C1 controls and bidirectional overrides as visible escapes', () => {
    expect(terminalText('Erika\u001b]52;c;ZXZpbA==\u0007')).toBe('Erika\\x1b]52;c;ZXZpbA==\\x07');
    expect(terminalText('\u001b[2J\u001b[HMax')).toBe('\\x1b[2J\\x1b[HMax');
    expect(terminalText('a\rb\u009b31mc')).toBe('a\\x0db\\x9b31mc');
    expect(terminalText('abc\u202edcba')).toBe('abc\\u202edcba');
    expect(terminalText('tab\tand\nline')).toBe('tab\tand\nline');
  });

  it("lets portal-cli's own colours pass", () => {
    const style = createStyle(true);
    const line = `${style.green('✓')} ${style.bold('Logged in')} ${style.dim('1 ms')}`;
    expect(terminalText(line)).toBe(line);
  });

  it('keeps JSON valid and free of raw C1 and bidirectional controls', () => {
    const json = jsonText(JSON.stringify({ name: 'x\u009b2Jy\u202e', esc: '\u001b' }));
    expect(json).toBe('{"name":"x\\u009b2Jy\\u202e","esc":"\\u001b"}');
    expect(JSON.parse(json)).toEqual({ name: 'x\u009b2Jy\u202e', esc: '\u001b' });
  });
});
