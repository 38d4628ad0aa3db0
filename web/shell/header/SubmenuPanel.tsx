/**
 * A submenu's content (§2.5): zones top, main, sidebar, bottom; layout even or default; entries of
 * type basic, advanced, text, image and arrow. Entries sharing a groupName form a labelled group.
 * Used by the desktop dropdowns, the account dropdown and the mobile accordion.
 */
import { Fragment, useId } from 'react';
import { createTranslator } from '../../../core/i18n';
import type { Locale } from '../../../core/locale';
import {
  type ActiveIds,
  type NavigationTap,
  navigationTapEvent,
  SUBMENU_ZONES,
  type Submenu,
  type SubmenuItem,
  type SubmenuZone,
} from '../../../core/navigation';
import { type NavigateHandler, ShellLink } from '../../components/shell-link/ShellLink';
import styles from './SubmenuPanel.module.css';

export interface EntryContext {
  readonly locale: Locale;
  readonly active: ActiveIds;
  readonly onNavigate?: NavigateHandler | undefined;
  readonly onLogout: () => void;
  /** §7 navigation taps (core/navigation `navigationTapEvent`). */
  readonly onTrack?: ((tap: NavigationTap) => void) | undefined;
}

function EntryLink({ item, href, context }: { item: SubmenuItem; href: string; context: EntryContext }) {
  const current = context.active.itemId === item.id;
  return (
    <ShellLink
      href={href}
      external={item.external}
      newWindowText={createTranslator(context.locale).t('common:opensInNewWindow')}
      onNavigate={context.onNavigate}
      onClick={() => context.onTrack?.(navigationTapEvent({ id: item.id, href }, 'navigation'))}
      aria-current={current ? 'page' : undefined}
      className={`${styles.entry} ${styles[`entry-${item.type}`] ?? ''}`}
    >
      {item.type === 'image' ? (
        <img src={item.imageUrl} alt={item.title} className={styles.entryImage} loading="lazy" />
      ) : (
        <span className={styles.entryTitle}>{item.title}</span>
      )}
      {item.type === 'advanced' ? (
        <>
          <span className={styles.entryDescription}>{item.description}</span>
          {item.tag ? <span className={styles.tag}>{item.tag}</span> : null}
        </>
      ) : null}
      {item.type === 'arrow' ? <span className={styles.arrow} aria-hidden="true" /> : null}
    </ShellLink>
  );
}

/** One entry: a link, a named action (log out) or text. */
export function SubmenuEntry({ item, context }: { item: SubmenuItem; context: EntryContext }) {
  switch (item.type) {
    case 'text':
      return (
        <p className={styles.entryText}>
          <span className={styles.entryTitle}>{item.title}</span>
          {item.description ? <span className={styles.entryDescription}>{item.description}</span> : null}
        </p>
      );
    case 'basic':
      if (item.href) return <EntryLink item={item} href={item.href} context={context} />;
      if (item.callback === 'logout')
        return (
          <button type="button" className={`${styles.entry} ${styles.logout}`} onClick={context.onLogout}>
            <span className={styles.entryTitle}>{item.title}</span>
          </button>
        );
      return <span className={styles.entryText}>{item.title}</span>;
    default:
      return <EntryLink item={item} href={item.href} context={context} />;
  }
}

function groupsOf(items: readonly SubmenuItem[]): { name: string | undefined; items: SubmenuItem[] }[] {
  const groups: { name: string | undefined; items: SubmenuItem[] }[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.name === item.groupName) last.items.push(item);
    else groups.push({ name: item.groupName, items: [item] });
  }
  return groups;
}

function Zone({
  zone,
  items,
  context,
}: {
  zone: SubmenuZone;
  items: readonly SubmenuItem[];
  context: EntryContext;
}) {
  const prefix = useId();
  return (
    <div className={`${styles.zone} ${styles[`zone-${zone}`] ?? ''}`}>
      {groupsOf(items).map((group, index) => {
        const titleId = `${prefix}-${index}`;
        const list = (
          <ul className={styles.entries} aria-labelledby={group.name ? titleId : undefined}>
            {group.items.map((item) => (
              <li key={item.id}>
                <SubmenuEntry item={item} context={context} />
              </li>
            ))}
          </ul>
        );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: groups are positional runs of entries
          <Fragment key={index}>
            {group.name ? (
              <div className={styles.group}>
                <span id={titleId} className={styles.groupTitle}>
                  {group.name}
                </span>
                {list}
              </div>
            ) : (
              list
            )}
          </Fragment>
        );
      })}
    </div>
  );
}

/** `default` puts the sidebar beside the main zone; without a sidebar it is one column. */
function layoutClass(submenu: Submenu): string | undefined {
  if (submenu.layout === 'even') return styles.even;
  return submenu.sidebar.length > 0 ? styles.defaultLayout : styles.singleColumn;
}

export function SubmenuPanel({ submenu, context }: { submenu: Submenu; context: EntryContext }) {
  return (
    <div className={`${styles.submenu} ${layoutClass(submenu) ?? ''}`}>
      {SUBMENU_ZONES.filter((zone) => submenu[zone].length > 0).map((zone) => (
        <Zone key={zone} zone={zone} items={submenu[zone]} context={context} />
      ))}
    </div>
  );
}
