/**
 * The portal's one disclosure (APG disclosure, accessibility.md 2–5): a button with
 * `aria-expanded` and `aria-controls` over a panel that is `hidden` while closed, so a closed panel
 * never receives focus. A closed panel is also empty: its content is drawn when it opens, so a page
 * does not build every menu's links up front (the signed-in header's hidden menus were over 40% of
 * the dashboard's elements). Following a link inside the panel reports it, so a menu can close.
 * What opens it is the caller's: the desktop navigation's dropdown controller (one open, keys,
 * hover), the mobile menu's own state. The look is the caller's too (classes pass through).
 */
import type { KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import { useId } from 'react';

export interface DisclosureProps {
  readonly open: boolean;
  /** The button was pressed, by keyboard (Enter or Space) or by a pointer. */
  readonly onToggle: (via: 'keyboard' | 'pointer') => void;
  /** The button's content; its text is the button's name. */
  readonly label: ReactNode;
  readonly children: ReactNode;
  /** The panel's id (default: a generated one). */
  readonly panelId?: string | undefined;
  readonly buttonClassName?: string | undefined;
  readonly panelClassName?: string | undefined;
  /** A chevron after the label, drawn by this class. */
  readonly chevronClassName?: string | undefined;
  readonly buttonRef?: Ref<HTMLButtonElement> | undefined;
  readonly panelRef?: Ref<HTMLDivElement> | undefined;
  readonly onButtonKeyDown?: ((event: KeyboardEvent<HTMLButtonElement>) => void) | undefined;
  readonly onPanelKeyDown?: ((event: KeyboardEvent<HTMLDivElement>) => void) | undefined;
  /** A link inside the panel was followed. */
  readonly onLinkFollowed?: (() => void) | undefined;
  /** A click on the panel's background keeps focus inside it (tabIndex -1). */
  readonly panelTakesFocus?: boolean | undefined;
}

export function Disclosure(props: DisclosureProps) {
  const generatedId = useId();
  const panelId = props.panelId ?? generatedId;
  const { onLinkFollowed } = props;
  const onPanelClick = onLinkFollowed
    ? (event: MouseEvent<HTMLElement>) => {
        if ((event.target as Element).closest('a[href]')) onLinkFollowed();
      }
    : undefined;
  return (
    <>
      <button
        ref={props.buttonRef}
        type="button"
        className={props.buttonClassName}
        aria-expanded={props.open}
        aria-controls={panelId}
        onClick={(event) => props.onToggle(event.detail === 0 ? 'keyboard' : 'pointer')}
        onKeyDown={props.onButtonKeyDown}
      >
        {props.label}
        {props.chevronClassName ? <span className={props.chevronClassName} aria-hidden="true" /> : null}
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: key and click handling for the links it contains */}
      <div
        ref={props.panelRef}
        id={panelId}
        className={props.panelClassName}
        hidden={!props.open}
        tabIndex={props.panelTakesFocus ? -1 : undefined}
        onKeyDown={props.onPanelKeyDown}
        onClick={onPanelClick}
      >
        {props.open ? props.children : null}
      </div>
    </>
  );
}
