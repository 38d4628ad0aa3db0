import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale';
import { formatDuration, I18nError } from '.';

describe('formatDuration: the §4 countdown clock', () => {
  it('shows minutes and padded seconds', () => {
    expect(formatDuration(119, 'de-DE')).toBe('1:59');
    expect(formatDuration(120, 'en-GB')).toBe('2:00');
    expect(formatDuration(5, 'en')).toBe('0:05');
    expect(formatDuration(3723, 'de-DE')).toBe('1:02:03');
  });

  it('uses the locale’s own separator from Intl (Finnish writes 1.59)', () => {
    expect(formatDuration(119, 'fi-FI')).toBe('1.59');
  });

  it('rounds fractions up, so 0:00 appears only when no time is left', () => {
    expect(formatDuration(59.2, 'de-DE')).toBe('1:00');
    expect(formatDuration(0.1, 'de-DE')).toBe('0:01');
    expect(formatDuration(0, 'de-DE')).toBe('0:00');
    expect(formatDuration(-5, 'de-DE')).toBe('0:00');
  });

  it('refuses NaN with a typed error', () => {
    expect(() => formatDuration(Number.NaN, 'de-DE')).toThrow(I18nError);
  });

  it('reads back as the whole seconds left, for any input up to the 120 s window and beyond', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 100_000, noNaN: true }), (seconds) => {
        const parts = formatDuration(seconds, 'de-DE').split(':').map(Number);
        const total = parts.reduce((sum, part) => sum * 60 + part, 0);
        expect(total).toBe(Math.max(0, Math.ceil(seconds)));
        expect(parts.slice(1).every((part) => part < 60)).toBe(true);
      }),
    );
  });

  it('works in every supported locale', () => {
    for (const locale of SUPPORTED_LOCALES) expect(formatDuration(119, locale)).toMatch(/^1\D59$/);
  });
});

describe('formatDuration: the spoken form', () => {
  it.each([
    ['en-GB', 119, '1 minute, 59 seconds'],
    ['de-DE', 119, '1 Minute, 59 Sekunden'],
    ['fr-FR', 119, '1 minute et 59\u00a0secondes'],
    ['pl-PL', 119, '1 minuta i 59 sekund'],
    ['en', 60, '1 minute'],
    ['en', 0, '0 seconds'],
    ['en-GB', 3723, '1 hour, 2 minutes, 3 seconds'],
  ] as const)('%s says %d s as %j', (locale, seconds, expected) => {
    expect(formatDuration(seconds, locale, 'long')).toBe(expected);
  });
});
