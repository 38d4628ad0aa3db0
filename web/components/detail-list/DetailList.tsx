/** Label/value pairs as a description list; a missing value says "Not provided" instead of leaving a gap. */
import { Fragment, type ReactNode } from 'react';
import { useTranslator } from '../../app/PortalContext';
import styles from '../section/Sections.module.css';

export type DetailRow = readonly [label: string, value: ReactNode | null | undefined];

export function DetailList({ rows }: { readonly rows: readonly DetailRow[] }) {
  const { t } = useTranslator();
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>
            {value === null || value === undefined || value === '' ? t('portalPages:notProvided') : value}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
