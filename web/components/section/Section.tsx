/** A titled region of a page (a landmark only through its heading: sections are not overused). */
import { type ReactNode, useId } from 'react';
import { PartName } from '../../components/states/part-name';
import styles from './Sections.module.css';

export function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      <PartName name={title}>{children}</PartName>
    </section>
  );
}
