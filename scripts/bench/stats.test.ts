import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { median, pairedRatios, ratio, round } from './stats';

describe('design §8 figures are medians of repeated samples', () => {
  it('takes the middle sample, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('has no median without samples, and ignores samples that are not numbers', () => {
    expect(median([])).toBeNull();
    expect(median([Number.NaN, 5, Number.POSITIVE_INFINITY])).toBe(5);
  });

  it('lies between the smallest and the largest sample and ignores their order', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, min: -1e9, max: 1e9 }), { minLength: 1 }), (samples) => {
        const value = median(samples)!;
        expect(value).toBeGreaterThanOrEqual(Math.min(...samples));
        expect(value).toBeLessThanOrEqual(Math.max(...samples));
        // === rather than toBe: -0 and 0 are the same figure, whichever of them sorts first.
        expect(median([...samples].reverse()) === value).toBe(true);
      }),
    );
  });
});

describe('design §8 ratios of figures measured in the same run', () => {
  it('divides, and refuses a missing side or a denominator that is not positive', () => {
    expect(ratio(3, 2)).toBe(1.5);
    expect(ratio(null, 2)).toBeNull();
    expect(ratio(3, null)).toBeNull();
    expect(ratio(3, 0)).toBeNull();
  });

  it('pairs samples round by round and skips rounds it cannot divide', () => {
    expect(pairedRatios([2, 4, 6], [1, 2, 0])).toEqual([2, 2]);
    expect(pairedRatios([2, 4, 6], [1])).toEqual([2]);
  });

  it('rounds to the given decimals', () => {
    expect(round(1.23456, 2)).toBe(1.23);
    expect(round(2.5)).toBe(3);
  });
});
