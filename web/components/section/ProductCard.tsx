/**
 * A product's card in a grid of cards (the dashboard's deposits, investments and pensions): its
 * title, its state as a badge, then what the card adds. The skeleton draws a card while its data
 * loads: bars where the state and the link will be, so nothing moves when they arrive.
 */
import type { ReactNode } from 'react';
import { SkeletonText } from '../placeholder/Placeholder';
import styles from './Sections.module.css';

export interface ProductCardProps {
  readonly title: ReactNode;
  /** The title is a product's name from the back end: no browser translation turns it into words. */
  readonly name?: boolean;
  readonly state: ReactNode;
  readonly children?: ReactNode;
}

export function ProductCard({ title, name = false, state, children }: ProductCardProps) {
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle} translate={name ? 'no' : undefined}>
        {title}
      </h3>
      <span className={styles.badge}>{state}</span>
      {children}
    </li>
  );
}

export function ProductCardSkeleton({ title }: { readonly title: ReactNode }) {
  return (
    <ProductCard title={title} state={<SkeletonText width="medium" />}>
      <span className={styles.link}>
        <SkeletonText width="medium" />
      </span>
    </ProductCard>
  );
}
