/**
 * §2.5 header, rendered from core/header's model: every mode (public, private, integrated, country
 * selector, login/registration, distributor partner, hidden navigation, empty header for an
 * unsupported locale). From the navigation breakpoint (lg) the desktop header with disclosure
 * dropdowns and the balance strip; below it the hamburger menu and the mobile action bar. Only one
 * of the two is rendered, so ids and landmark labels are never duplicated.
 *
 * This module draws the headers without menus (login, registration, the empty header) and every
 * header's bar; the menus (MenuHeader.tsx, with core/header's `buildHeader` and the navigation
 * catalogue) are a part of their own (web/pages.ts `headerMenus`), drawn once the screen size is
 * known. Until they are there the bar shows the logos and actions and keeps the navigation row's
 * place, so nothing moves when the menus come; if they cannot load, the bar stays.
 */
import { Component, type ReactNode, Suspense } from 'react';
import {
  buildHeaderBar,
  type HeaderInput,
  type HeaderModel,
  headerHasMenus as hasMenusAt,
} from '../../../core/header';
import type { CurrentLocation, NavigationTap } from '../../../core/navigation';
import type { Clock, Scheduler } from '../../../core/ports';
import { useBreakpointUpOrUnknown } from '../../components/media-query/useMediaQuery';
import type { NavigateHandler } from '../../components/shell-link/ShellLink';
import { PARTS } from '../../pages';
import { useLoadedPart } from '../../part';
import styles from './Header.module.css';
import { Actions, Logos } from './HeaderParts';
import type { ClipboardWriter } from './platform';

interface HeaderHandlers {
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

export interface HeaderProps extends HeaderHandlers {
  readonly model: HeaderModel;
}

/**
 * Whether a header model has menus (navigation, an account menu or the desktop navigation row).
 * @example headerHasMenus(buildHeader({ pathname: '/de-de/login/', … })) // false
 */
export function headerHasMenus(model: HeaderModel): boolean {
  return (
    !model.isEmpty &&
    model.locale !== undefined &&
    (model.navigation.length > 0 || model.account !== undefined || model.showDesktopNavigation)
  );
}

/** Keeps the bar when the menus' part cannot load (offline, a replaced deployment). */
class BarWhenMenusFail extends Component<
  { readonly bar: ReactNode; readonly children: ReactNode },
  { readonly failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.bar : this.props.children;
  }
}

/** The menus once their part is there: the model built by it from `input`, or the one given. */
function WithMenus(
  props: HeaderHandlers & {
    readonly model: HeaderModel;
    readonly input?: HeaderInput;
    readonly layout: boolean;
  },
) {
  const { buildHeader, MenuHeader } = useLoadedPart(PARTS.headerMenus);
  const { input, ...rest } = props;
  return <MenuHeader {...rest} model={input ? buildHeader(input) : props.model} />;
}

function withMenusWhenKnown(
  props: HeaderHandlers & { readonly model: HeaderModel; readonly input?: HeaderInput },
  menus: boolean,
  layout: boolean | undefined,
) {
  const bar = <HeaderWithoutMenus {...props} layout={layout} menus={menus} />;
  // Before the screen is known (a prerendered page and its hydration) MenuHeader would have to
  // guess desktop or mobile: the frame CSS fits to the screen is drawn instead, menus or not.
  if (!menus || layout === undefined) return bar;
  return (
    <BarWhenMenusFail bar={bar}>
      <Suspense fallback={bar}>
        <WithMenus {...props} layout={layout} />
      </Suspense>
    </BarWhenMenusFail>
  );
}

/** A header drawn from its model (a complete one, or the empty header). */
export function Header(props: HeaderProps) {
  const layout = useBreakpointUpOrUnknown('lg', props.desktop);
  return withMenusWhenKnown(props, headerHasMenus(props.model), layout);
}

/**
 * A page's header from its input: core/header's bar at once, the menus (`buildHeader`) with their part.
 * @example <PageHeader input={{ pathname, authenticated, flags, config, designVersion }} onLogout={logout} />
 */
export function PageHeader({ input, ...props }: HeaderHandlers & { readonly input: HeaderInput }) {
  const layout = useBreakpointUpOrUnknown('lg', props.desktop);
  return withMenusWhenKnown({ ...props, model: buildHeaderBar(input), input }, hasMenusAt(input), layout);
}

/**
 * A header drawn without its menus: one that has none, or one whose menus are still loading (then
 * `aria-busy`, and the desktop navigation row keeps its place).
 * @example <HeaderWithoutMenus model={buildHeaderBar(input)} layout={undefined} menus onLogout={logout} />
 */
export function HeaderWithoutMenus(
  props: HeaderProps & { readonly layout: boolean | undefined; readonly menus?: boolean | undefined },
) {
  const { model, layout } = props;
  const hasMenus = props.menus ?? headerHasMenus(model);
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
