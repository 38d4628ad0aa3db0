/**
 * §5 Rating: stars, the score text bucket, the star colour and an accessible label.
 *
 * The buckets (≤1.7, ≤2.7, ≤3.7, ≤4.2, else 5) are the review service's own star-image buckets,
 * so the colours follow the same buckets: red, orange, yellow, light green, green; grey for none.
 */
import { createTranslator } from '../i18n';
import type { Locale } from '../locale';

export type StarFill = 'full' | 'half' | 'empty';
/** §5 score text: 0 means "no score". */
export type RatingBucket = 0 | 1 | 2 | 3 | 4 | 5;

/** Star colour per bucket (hex, for fill); the label, not the colour, carries the meaning. */
export const RATING_COLOURS: Readonly<Record<RatingBucket, string>> = {
  0: '#dcdce6',
  1: '#ff3722',
  2: '#ff8622',
  3: '#ffce00',
  4: '#73cf11',
  5: '#00b67a',
};

/**
 * Reads a score from CMS data: a number, or a string with `.` or `,` as decimal separator.
 * Empty, non-numeric and non-positive values are "no score" (a review score starts at 1, so 0
 * can only mean missing data); values above 5 are capped at 5.
 * @example parseScore('4,2') // 4.2
 * @example parseScore('') // undefined
 */
export function parseScore(value: number | string | null | undefined): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim().replace(',', '.'))
        : Number.NaN;
  if (!Number.isFinite(number) || number <= 0) return undefined;
  return Math.min(number, 5);
}

/**
 * Reads a review count; thousands separators are allowed. Invalid or negative gives undefined.
 * @example parseReviewCount('4.007') // 4007
 */
export function parseReviewCount(value: number | string | null | undefined): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d{1,3}(?:[.,'’\u00a0\u202f ]?\d{3})*\s*$/.test(value)
        ? Number(value.replace(/\D/g, ''))
        : Number.NaN;
  return Number.isInteger(number) && number >= 0 ? number : undefined;
}

/**
 * §5: the score rounded to the nearest half star; no score gives 0.
 * @example roundToHalfStar(4.26) // 4.5
 */
export function roundToHalfStar(score: number | undefined): number {
  return score === undefined ? 0 : Math.round(score * 2) / 2;
}

/**
 * §5: five stars, full/half/empty, for the half-star-rounded score; empty scores show zero stars.
 * @example ratingStars(3.5) // ['full', 'full', 'full', 'half', 'empty']
 */
export function ratingStars(score: number | undefined): StarFill[] {
  const rounded = roundToHalfStar(score);
  return [1, 2, 3, 4, 5].map((star) => (rounded >= star ? 'full' : rounded >= star - 0.5 ? 'half' : 'empty'));
}

/**
 * §5 score text: ≤1.7 → 1, ≤2.7 → 2, ≤3.7 → 3, ≤4.2 → 4, otherwise 5; no score → 0.
 * @example scoreText(4.2) // 4
 * @example scoreText(4.21) // 5
 */
export function scoreText(score: number | undefined): RatingBucket {
  if (score === undefined) return 0;
  if (score <= 1.7) return 1;
  if (score <= 2.7) return 2;
  if (score <= 3.7) return 3;
  if (score <= 4.2) return 4;
  return 5;
}

export interface RatingModel {
  readonly stars: readonly StarFill[];
  /** Half-star-rounded score, 0 without a score. */
  readonly rounded: number;
  readonly bucket: RatingBucket;
  readonly colour: string;
  /** The whole rating's accessible name; drivers hide the star graphics from assistive technology. */
  readonly label: string;
  readonly reviewCount: number | undefined;
}

/**
 * @example ratingModel({ score: 4, count: 4007, locale: 'en' }).label // '4 of 5 stars from 4,007 reviews'
 */
export function ratingModel(input: {
  readonly score: number | string | null | undefined;
  readonly count: number | string | null | undefined;
  readonly locale: Locale;
}): RatingModel {
  const score = parseScore(input.score);
  const count = parseReviewCount(input.count);
  const { t } = createTranslator(input.locale);
  const rounded = roundToHalfStar(score);
  const bucket = scoreText(score);
  const stars = new Intl.NumberFormat(input.locale, { maximumFractionDigits: 1 }).format(rounded);
  const label =
    score === undefined
      ? t('footer:noRating')
      : count === undefined
        ? t('footer:ratingLabelWithoutCount', { stars })
        : t('footer:ratingLabel', {
            count,
            stars,
            reviews: new Intl.NumberFormat(input.locale).format(count),
          });
  return {
    stars: ratingStars(score),
    rounded,
    bucket,
    colour: RATING_COLOURS[bucket],
    label,
    reviewCount: count,
  };
}
