/**
 * §2.6 rating strip: five stars as one image with a text alternative (the stars themselves are
 * hidden from assistive technology, so a screen reader hears "4 of 5 stars from 4,007 reviews"
 * once, not five unnamed graphics).
 */
import { useId } from 'react';
import type { RatingModel, StarFill } from '../../../core/footer';
import styles from './Footer.module.css';

const STAR_PATH = 'M12 2l2.94 6.26 6.86.78-5.1 4.66 1.4 6.77L12 17.02l-6.1 3.45 1.4-6.77-5.1-4.66 6.86-.78z';
const EMPTY_COLOUR = '#dcdce6';

function Star({ fill, colour, gradientId }: { fill: StarFill; colour: string; gradientId: string }) {
  const paint = fill === 'full' ? colour : fill === 'half' ? `url(#${gradientId})` : EMPTY_COLOUR;
  return (
    <svg
      className={styles.star}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d={STAR_PATH} fill={paint} />
    </svg>
  );
}

export function RatingStrip({ rating }: { readonly rating: RatingModel }) {
  const gradientId = `${useId()}-half`;
  return (
    <div className={styles.rating}>
      <div role="img" aria-label={rating.label} className={styles.stars}>
        <svg width="0" height="0" aria-hidden="true" focusable="false" className={styles.defs}>
          <defs>
            <linearGradient id={gradientId}>
              <stop offset="50%" stopColor={rating.colour} />
              <stop offset="50%" stopColor={EMPTY_COLOUR} />
            </linearGradient>
          </defs>
        </svg>
        {rating.stars.map((fill, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          <Star key={index} fill={fill} colour={rating.colour} gradientId={gradientId} />
        ))}
      </div>
      {/* The same words for sighted users; screen readers already heard them as the image's name. */}
      <span className={styles.ratingText} aria-hidden="true">
        {rating.label}
      </span>
    </div>
  );
}
