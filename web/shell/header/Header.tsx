/**
 * §2.5 header, rendered from core/header's `buildHeader`: every mode (public, private, integrated,
 * country selector, login/registration, distributor partner, hidden navigation, empty header for an
 * unsupported locale). From the navigation breakpoint (lg) the desktop header with disclosure
 * dropdowns and the balance strip; below it the hamburger menu and the mobile action bar. Only one
 * of the two is rendered, so ids and landmark labels are never duplicated.
 *
 * This module draws the headers without menus (login, registration, the empty header) and is in
 * the start-up chunk; a header with menus is drawn by MenuHeader.tsx, which comes in its own chunk
 * (header-menus.ts, docs/decisions/145). Until that chunk is there the header shows its bar with
 * the logos and actions and keeps the navigation row's place, so nothing moves when the menus come.
 */
import type { HeaderModel } from '../../../core/header';
import type { CurrentLocation, NavigationTap } from '../../../core/navigation';
import type { Clock, Scheduler } from '../../../core/ports';
import type { ClipboardWriter } from '../shared/platform';
import type { NavigateHandler } from '../shared/ShellLink';
import { useBreakpointUpOrUnknown } from '../shared/useMediaQuery';
import styles from './Header.module.css';
import { Actions, Logos } from './HeaderParts';
import { useHeaderMenus } from './header-menus';

export interface HeaderProps {
  readonly model: HeaderModel;
  /** The current location, for `aria-current="page"` on the active link (§5). */
  readonly location?: CurrentLocation | undefined;
  /** The account menu's log-out action. */
  readonly onLogout: () => void;
  /** Client-side navigation for root-relative links. */
  readonly onNavigate?: NavigateHandler | undefined;
  /** §7 navigation taps: every header and menu link the customer uses (decision 104). */
  readonly onTrack?: ((tap: NavigationTap) => void) | undefined;
  /** Desktop (true) or mobile (false) header; by default from the lg breakpoint. */
  readonly desktop?: boolean | undefined;
  readonly clock?: Clock | undefined;
  readonly scheduler?: Scheduler | undefined;
  readonly clipboard?: ClipboardWriter | undefined;
  /** `navigator.maxTouchPoints` by default; more than 2 disables hover opening. */
  readonly maxTouchPoints?: number | undefined;
}

/**
 * Whether a header has menus (navigation, account menu or the desktop navigation row, or menus
 * not built yet: `menus: 'pending'`): only then does it need MenuHeader's chunk.
 * @example headerHasMenus(buildHeader({ pathname: '/de-de/login/', … })) // false
 */
export function headerHasMenus(model: HeaderModel): boolean {
  return (
    !model.isEmpty &&
    model.locale !== undefined &&
    (model.menus === 'pending' ||
      model.navigation.length > 0 ||
      model.account !== undefined ||
      model.showDesktopNavigation)
  );
}

export function Header(props: HeaderProps) {
  const { model } = props;
  const layout = useBreakpointUpOrUnknown('lg', props.desktop);
  const hasMenus = headerHasMenus(model);
  const menus = useHeaderMenus(hasMenus);

  if (model.isEmpty || !model.locale) {
    return <header className={styles.header} data-mode="empty" />;
  }
  // Before the screen is known (a prerendered page and its hydration) MenuHeader would have to
  // guess desktop or mobile: the frame CSS fits to the screen is drawn instead, menus or not. A
  // model whose menus are not built yet is drawn as its bar, even if the chunk has just come: its
  // builder (use-header-model.ts) completes it on its next render.
  if (hasMenus && menus && layout !== undefined && model.menus !== 'pending')
    return <menus.MenuHeader {...props} layout={layout} />;
  return <HeaderWithoutMenus {...props} layout={layout} />;
}

/**
 * A header drawn without MenuHeader's chunk: one that has no menus, or one whose menus are still
 * loading (then `aria-busy`, and the desktop navigation row keeps its place).
 * @example <HeaderWithoutMenus model={buildHeader(input)} layout={undefined} onLogout={logout} />
 */
export function HeaderWithoutMenus(props: HeaderProps & { readonly layout: boolean | undefined }) {
  const { model, layout } = props;
  const hasMenus = headerHasMenus(model);
  if (model.isEmpty || !model.locale) {
    return <header className={styles.header} data-mode="empty" />;
  }
  const locale = model.locale;
  const actions = (placement: 'inline' | 'belowHeader' | 'bottom') => (
    <Actions
      locale={locale}
      actions={model.actions}
      placement={placement}
      onNavigate={props.onNavigate}
      onTrack={props.onTrack}
    />
  );
  if (layout === undefined) {
    // Before the screen is known (a prerendered page, while it hydrates): the header is drawn for
    // both screens and CSS shows the right one. A header without menus (login, registration) is
    // complete so; one with menus (the signed-in skeleton, decision 162) keeps the desktop
    // navigation row's place, and its menus come in place once the screen is known.
    return (
      <header
        className={styles.header}
        data-mode={model.mode}
        data-type={model.type}
        data-layout="responsive"
        data-tiers={1}
        aria-busy={hasMenus ? true : undefined}
      >
        <div className={styles.bar} data-row="bar">
          <Logos logos={model.logos} onNavigate={props.onNavigate} onTrack={props.onTrack} />
          <div className={`${styles.end} ${styles.desktopOnly}`}>{actions('inline')}</div>
        </div>
        {model.showDesktopNavigation ? (
          <div className={`${styles.navigationRow} ${styles.desktopOnly}`} data-row="navigation" />
        ) : null}
        {model.mobileActionBar !== 'none' ? (
          <div className={styles.mobileOnly}>{actions(model.mobileActionBar)}</div>
        ) : null}
      </header>
    );
  }
  // A header without menus on a known screen, or one whose menus are still loading: the same
  // frame MenuHeader draws, without the menus (their row keeps its height).
  const desktop = layout === true;
  const navigationRow = desktop && model.showDesktopNavigation;
  return (
    <header
      className={styles.header}
      data-mode={model.mode}
      data-type={model.type}
      data-layout={desktop ? 'desktop' : 'mobile'}
      data-tiers={navigationRow ? 2 : 1}
      aria-busy={hasMenus ? true : undefined}
    >
      <div className={styles.bar} data-row="bar">
        <Logos logos={model.logos} onNavigate={props.onNavigate} onTrack={props.onTrack} />
        {desktop ? <div className={styles.end}>{actions('inline')}</div> : null}
      </div>
      {navigationRow ? <div className={styles.navigationRow} data-row="navigation" /> : null}
      {!desktop && model.mobileActionBar !== 'none' ? actions(model.mobileActionBar) : null}
    </header>
  );
}
