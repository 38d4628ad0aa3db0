/**
 * §2.6 link columns. Below the mobile footer breakpoint (md) each column is an accordion whose
 * heading contains a button with `aria-expanded` (accessibility.md 6); wider, plain headings over
 * lists. Ids come from useId so two footers on one page never clash.
 */
import { useId, useState } from 'react';
import type { LinkColumnView } from '../../../core/footer';
import type { NavigateHandler } from '../../components/shell-link/ShellLink';
import styles from './Footer.module.css';
import { FooterLink } from './FooterLink';

export interface FooterColumnsProps {
  readonly columns: readonly LinkColumnView[];
  /** True below md: columns are accordions. */
  readonly accordion: boolean;
  readonly onNavigate?: NavigateHandler | undefined;
}

function ColumnList({
  column,
  id,
  hidden,
  onNavigate,
}: {
  column: LinkColumnView;
  id?: string;
  hidden?: boolean;
  onNavigate?: NavigateHandler | undefined;
}) {
  return (
    <ul id={id} hidden={hidden} className={styles.columnList}>
      {column.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: CMS items have no id; order is their identity
        <li key={index}>
          {item.kind === 'link' ? (
            <FooterLink link={item.link} onNavigate={onNavigate}>
              {item.title}
            </FooterLink>
          ) : (
            <span className={styles.text}>{item.title}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function FooterColumns({ columns, accordion, onNavigate }: FooterColumnsProps) {
  const prefix = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className={styles.columns}>
      {columns.map((column) => {
        const panelId = `${prefix}-${column.id}`;
        const expanded = open.has(column.id);
        return (
          <div key={column.id} className={styles.column}>
            {accordion ? (
              <>
                <h2 className={styles.columnHeading}>
                  <button
                    type="button"
                    className={styles.accordionButton}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggle(column.id)}
                  >
                    {column.heading}
                    <span className={styles.chevron} aria-hidden="true" />
                  </button>
                </h2>
                <ColumnList column={column} id={panelId} hidden={!expanded} onNavigate={onNavigate} />
              </>
            ) : (
              <>
                <h2 className={styles.columnHeading}>{column.heading}</h2>
                <ColumnList column={column} onNavigate={onNavigate} />
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}
