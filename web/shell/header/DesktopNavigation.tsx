/**
 * §2.5 desktop navigation, APG disclosure navigation (accessibility.md 2–4): top-level entries are
 * links or buttons with `aria-expanded` over a panel of links (no role=menu). The shared dropdown
 * controller decides everything (one open, keys, hover delay, touch); this component wires DOM
 * events to it. Activating a link inside a panel closes it.
 */
import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent, ReactNode } from 'react';
import { useId } from 'react';
import { type NavItem, navigationTapEvent } from '../../../core/navigation';
import { ShellLink } from '../shared/ShellLink';
import styles from './Menus.module.css';
import { type EntryContext, SubmenuPanel } from './SubmenuPanel';
import type { DropdownController } from './useDropdownController';
import { usePanelInViewport } from './usePanelInViewport';

/** Events of a navigation landmark: Escape closes, focus leaving closes (accessibility.md 3). */
export function navigationHandlers(controller: DropdownController) {
  return {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape') return;
      if (controller.dispatch({ type: 'escape' })) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget as Node | null;
      if (next === null || !event.currentTarget.contains(next)) controller.dispatch({ type: 'focusLeft' });
    },
  };
}

export interface DisclosureProps {
  readonly id: string;
  readonly controller: DropdownController;
  /** The button's content; its text is the button's name. */
  readonly label: ReactNode;
  readonly buttonClassName?: string | undefined;
  readonly current?: boolean | undefined;
  readonly children: ReactNode;
}

/** One dropdown: a button and its panel inside a list item that hover tracks as one area. */
export function Disclosure({ id, controller, label, buttonClassName, current, children }: DisclosureProps) {
  const panelId = useId();
  const open = controller.state.open === id;
  usePanelInViewport(panelId, open);
  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a[href]')) controller.dispatch({ type: 'itemClick' });
  };
  return (
    <li
      className={styles.navItem}
      onPointerEnter={(event: PointerEvent) =>
        controller.dispatch({
          type: 'pointerEnter',
          id,
          now: controller.now(),
          pointerType: event.pointerType,
        })
      }
      onPointerLeave={() => controller.dispatch({ type: 'pointerLeave', id })}
    >
      <button
        ref={controller.buttonRef(id)}
        type="button"
        className={[styles.navButton, buttonClassName, current ? styles.current : '']
          .filter(Boolean)
          .join(' ')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) =>
          controller.dispatch({ type: 'activate', id, via: event.detail === 0 ? 'keyboard' : 'pointer' })
        }
        onKeyDown={(event) => controller.onButtonKeyDown(id, event)}
      >
        {label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {/* tabIndex -1: a click on the panel's background keeps focus inside the navigation. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: key and click handling for the links it contains */}
      <div
        ref={controller.panelRef(id)}
        id={panelId}
        className={styles.panel}
        hidden={!open}
        tabIndex={-1}
        onKeyDown={(event) => controller.onPanelKeyDown(id, event)}
        onClick={onPanelClick}
      >
        {children}
      </div>
    </li>
  );
}

export interface DesktopNavigationProps {
  readonly label: string;
  readonly items: readonly NavItem[];
  readonly controller: DropdownController;
  readonly context: EntryContext;
}

export function DesktopNavigation({ label, items, controller, context }: DesktopNavigationProps) {
  return (
    <nav aria-label={label} className={styles.desktopNav} {...navigationHandlers(controller)}>
      <ul className={styles.navList}>
        {items.map((item) =>
          item.subMenus ? (
            <Disclosure
              key={item.id}
              id={item.id}
              controller={controller}
              label={item.title}
              current={context.active.navId === item.id}
            >
              <SubmenuPanel submenu={item.subMenus} context={context} />
            </Disclosure>
          ) : item.href ? (
            <li key={item.id} className={styles.navItem}>
              <ShellLink
                href={item.href}
                external={item.external}
                onNavigate={context.onNavigate}
                onClick={() =>
                  context.onTrack?.(navigationTapEvent({ id: item.id, href: item.href ?? '' }, 'navigation'))
                }
                className={styles.navLink}
                aria-current={context.active.navId === item.id ? 'page' : undefined}
              >
                {item.title}
              </ShellLink>
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  );
}
