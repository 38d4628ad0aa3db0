import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseReviewCount,
  parseScore,
  RATING_COLOURS,
  ratingModel,
  ratingStars,
  roundToHalfStar,
  scoreText,
} from '.';

describe('§5 Rating', () => {
  it('§5 empty scores show zero stars', () => {
    for (const empty of [undefined, null, '', '  ', 'n/a', 0]) {
      const score = parseScore(empty);
      expect(score).toBeUndefined();
      expect(ratingStars(score)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    }
  });

  it('§5 the score is rounded to the nearest half star', () => {
    expect(roundToHalfStar(4.24)).toBe(4);
    expect(roundToHalfStar(4.25)).toBe(4.5);
    expect(roundToHalfStar(4.74)).toBe(4.5);
    expect(roundToHalfStar(4.75)).toBe(5);
    expect(ratingStars(3.6)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(ratingStars(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(ratingStars(1.2)).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
  });

  it('§5 property: five stars whose filled amount equals the half-star-rounded score', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 5, noNaN: true }), (score) => {
        const stars = ratingStars(score);
        const filled = stars.reduce(
          (sum, star) => sum + (star === 'full' ? 1 : star === 'half' ? 0.5 : 0),
          0,
        );
        expect(stars).toHaveLength(5);
        expect(filled).toBe(roundToHalfStar(score));
        expect(Math.abs(filled - score)).toBeLessThanOrEqual(0.25);
        // Stars fill from the left: never a full star after a half or empty one.
        expect(stars.join(',')).toMatch(/^(full,)*(full|half|empty)?(,empty)*$/);
      }),
    );
  });

  it.each([
    [1, 1],
    [1.7, 1],
    [1.71, 2],
    [2.7, 2],
    [2.71, 3],
    [3.7, 3],
    [3.71, 4],
    [4.2, 4],
    [4.21, 5],
    [5, 5],
  ])('§5 score text: %d maps to %d', (score, bucket) => {
    expect(scoreText(score)).toBe(bucket);
  });

  it('§5 no score gives 0', () => {
    expect(scoreText(undefined)).toBe(0);
    expect(scoreText(parseScore(''))).toBe(0);
  });

  it('§3 scores and counts arrive as numbers or strings', () => {
    expect(parseScore('4,2')).toBe(4.2);
    expect(parseScore('4.2')).toBe(4.2);
    expect(parseScore(7)).toBe(5);
    expect(parseReviewCount(4007)).toBe(4007);
    expect(parseReviewCount('4,007')).toBe(4007);
    expect(parseReviewCount('4.007')).toBe(4007);
    expect(parseReviewCount('4,5')).toBeUndefined();
    expect(parseReviewCount(-1)).toBeUndefined();
  });

  it('§9 star colour varies by score bucket, grey without a score', () => {
    expect(new Set(Object.values(RATING_COLOURS)).size).toBe(6);
    expect(ratingModel({ score: 4.5, count: 10, locale: 'en' }).colour).toBe(RATING_COLOURS[5]);
    expect(ratingModel({ score: 4, count: 10, locale: 'en' }).colour).toBe(RATING_COLOURS[4]);
    expect(ratingModel({ score: null, count: null, locale: 'en' }).colour).toBe(RATING_COLOURS[0]);
  });

  it('§9 the mock sample, 4 from 4007 reviews, has an accessible label per language', () => {
    expect(ratingModel({ score: 4, count: 4007, locale: 'en' }).label).toBe(
      '4 of 5 stars from 4,007 reviews',
    );
    expect(ratingModel({ score: '4', count: '4007', locale: 'de-DE' }).label).toBe(
      '4 von 5 Sternen bei 4.007 Bewertungen',
    );
    // Swiss separators differ between ICU versions; what matters is that de-CH formats them.
    const swiss = new Intl.NumberFormat('de-CH', { minimumFractionDigits: 1 });
    expect(ratingModel({ score: 4.3, count: 4007, locale: 'de-CH' }).label).toBe(
      `${swiss.format(4.5)} von 5 Sternen bei ${new Intl.NumberFormat('de-CH').format(4007)} Bewertungen`,
    );
    expect(ratingModel({ score: 4, count: 1, locale: 'en-GB' }).label).toBe('4 of 5 stars from 1 review');
    expect(ratingModel({ score: 4, count: 1, locale: 'fi-FI' }).label).toBe('4/5 tähteä, 1 arvostelu');
    expect(ratingModel({ score: 4, count: undefined, locale: 'en' }).label).toBe('4 of 5 stars');
    expect(ratingModel({ score: '', count: 12, locale: 'en' }).label).toBe('No rating yet');
  });
});
