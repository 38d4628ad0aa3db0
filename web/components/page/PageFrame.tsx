/**
 * The frame of every page: one h1 and an optional intro. After a link or a redirect inside the
 * portal (a PUSH or REPLACE navigation) the h1 takes focus (tabIndex -1), so keyboard and
 * screen-reader users start reading the new page instead of staying on a link that no longer
 * exists. The first page of a visit and Back/Forward (POP) leave focus where the browser puts it.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigationType } from '../../routing/router';
import { PartName } from '../states/part-name';
import styles from './Page.module.css';

export interface PageFrameProps {
  readonly title: string;
  readonly intro?: string | undefined;
  /** A narrow column for forms (login, registration). */
  readonly narrow?: boolean | undefined;
  readonly children?: ReactNode;
  /** Content above the heading, e.g. a partner logo. */
  readonly before?: ReactNode;
}

export function PageFrame({ title, intro, narrow, children, before }: PageFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') heading.current?.focus();
  }, [navigationType]);
  return (
    <div className={narrow ? `${styles.page} ${styles.narrow}` : styles.page}>
      {before}
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {title}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <PartName name={title}>{children}</PartName>
    </div>
  );
}
