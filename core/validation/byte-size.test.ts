import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale';
import { formatByteSize } from '.';

describe('byte sizes for the upload help text (§5)', () => {
  it('formats with Intl in the page locale', () => {
    expect(formatByteSize(10_000_000, 'de-DE')).toBe('10 MB');
    expect(formatByteSize(10_000_000, 'en-GB')).toBe('10 MB');
    expect(formatByteSize(1_536_000, 'de-DE')).toBe('1,5 MB');
    expect(formatByteSize(1_536_000, 'en')).toBe('1.5 MB');
    expect(formatByteSize(512_000, 'fr-FR')).toMatch(/^512\s?ko$/);
    expect(formatByteSize(999_960, 'en')).toBe('1 MB');
    expect(formatByteSize(2_000_000_000, 'en')).toBe('2 GB');
    expect(formatByteSize(-5, 'en')).toBe(formatByteSize(0, 'en'));
  });

  it('property: the number shown is below 1000 of its unit (except gigabytes) and at least 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_000_000 }),
        fc.constantFrom(...SUPPORTED_LOCALES),
        (bytes, locale) => {
          const formatted = formatByteSize(bytes, 'en');
          const value = Number(formatted.replace(/[^0-9.]/g, ''));
          expect(value).toBeGreaterThanOrEqual(1);
          expect(value).toBeLessThan(1000);
          expect(formatByteSize(bytes, locale)).toMatch(/\d/);
        },
      ),
    );
  });
});
