/**
 * §2.5 desktop navigation, APG disclosure navigation (accessibility.md 2–4): top-level entries are
 * links or buttons with `aria-expanded` over a panel of links (no role=menu): the shared disclosure
 * (web/components/disclosure). The shared dropdown controller decides everything (one open, keys,
 * hover delay, touch); this component wires DOM events to it. Activating a link inside a panel
 * closes it.
 */
import type { FocusEvent, KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { useId } from 'react';
import type { NavItem } from '../../../core/navigation';
import { Disclosure } from '../../components/disclosure/Disclosure';
import styles from './Menus.module.css';
import { NavLink } from './NavLink';
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

export interface NavDropdownProps {
  readonly id: string;
  readonly controller: DropdownController;
  /** The button's content; its text is the button's name. */
  readonly label: ReactNode;
  readonly buttonClassName?: string | undefined;
  readonly current?: boolean | undefined;
  readonly children: ReactNode;
}

/**
 * One dropdown of the desktop header: the shared disclosure, driven by the dropdown controller,
 * inside a list item that hover tracks as one area. Following a link inside it closes it.
 */
export function NavDropdown({ id, controller, label, buttonClassName, current, children }: NavDropdownProps) {
  const panelId = useId();
  const open = controller.state.open === id;
  usePanelInViewport(panelId, open);
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
      <Disclosure
        open={open}
        onToggle={(via) => controller.dispatch({ type: 'activate', id, via })}
        label={label}
        panelId={panelId}
        buttonClassName={[styles.navButton, buttonClassName, current ? styles.current : '']
          .filter(Boolean)
          .join(' ')}
        chevronClassName={styles.chevron}
        panelClassName={styles.panel}
        buttonRef={controller.buttonRef(id)}
        panelRef={controller.panelRef(id)}
        onButtonKeyDown={(event) => controller.onButtonKeyDown(id, event)}
        onPanelKeyDown={(event) => controller.onPanelKeyDown(id, event)}
        onLinkFollowed={() => controller.dispatch({ type: 'itemClick' })}
        panelTakesFocus
      >
        {children}
      </Disclosure>
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
            <NavDropdown
              key={item.id}
              id={item.id}
              controller={controller}
              label={item.title}
              current={context.active.navId === item.id}
            >
              <SubmenuPanel submenu={item.subMenus} context={context} />
            </NavDropdown>
          ) : (
            <NavLink
              key={item.id}
              item={item}
              context={context}
              itemClassName={styles.navItem}
              linkClassName={styles.navLink}
            />
          ),
        )}
      </ul>
    </nav>
  );
}
