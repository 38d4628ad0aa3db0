/**
 * §2.5 header, rendered from core/header's `buildHeader`: every mode (public, private, integrated,
 * country selector, login/registration, distributor partner, hidden navigation, empty header for an
 * unsupported locale). From the navigation breakpoint (lg) the desktop header with disclosure
 * dropdowns and the balance strip; below it the hamburger menu and the mobile action bar. Only one
 * of the two is rendered, so ids and landmark labels are never duplicated.
 *
 * The desktop header has two tiers (docs/decisions/041-web-polish.md): the §9 64 px bar with the
 * logo, the balance strip, the account menu and the login actions, and under it a row with the main
 * navigation. Logo, six localised menu labels, account and two amounts need 1,460–1,600 px in one
 * row, more than the 1,320 px header maximum, so a single row could only fit by breaking words.
 */
import { useRef } from 'react';
import type { HeaderModel } from '../../../core/header';
import { type CurrentLocation, findActive, type NavigationTap } from '../../../core/navigation';
import type { Clock, Scheduler } from '../../../core/ports';
import { browserClipboard, browserClock, browserScheduler, type ClipboardWriter } from '../shared/platform';
import type { NavigateHandler } from '../shared/ShellLink';
import { useDismiss } from '../shared/useDismiss';
import { useBreakpointUpOrUnknown } from '../shared/useMediaQuery';
import { AccountMenu } from './AccountMenu';
import { BalanceStrip } from './BalanceStrip';
import { DesktopNavigation } from './DesktopNavigation';
import styles from './Header.module.css';
import { Actions, Logos } from './HeaderParts';
import { MobileMenu } from './MobileMenu';
import type { EntryContext } from './SubmenuPanel';
import { useDropdownController } from './useDropdownController';

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

const NO_LOCATION: CurrentLocation = { pathname: '', hash: '' };

export function Header(props: HeaderProps) {
  const { model } = props;
  const layout = useBreakpointUpOrUnknown('lg', props.desktop);
  const clock = props.clock ?? browserClock;
  const scheduler = props.scheduler ?? browserScheduler;
  const clipboard = props.clipboard ?? browserClipboard();
  const maxTouchPoints =
    props.maxTouchPoints ?? (typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints || 0);
  const controller = useDropdownController({ clock, scheduler, maxTouchPoints });
  // Click-away is measured against the whole header: the navigation row and the bar share one controller.
  const root = useRef<HTMLElement>(null);
  useDismiss(root, controller.state.open !== null || controller.state.pendingHover !== null, () =>
    controller.dispatch({ type: 'clickAway' }),
  );

  if (model.isEmpty || !model.locale) {
    return <header className={styles.header} data-mode="empty" ref={root} />;
  }
  const locale = model.locale;
  const navigation = [...model.navigation, ...(model.account ? [model.account] : [])];
  const context: EntryContext = {
    locale,
    active: findActive(navigation, props.location ?? NO_LOCATION),
    onNavigate: props.onNavigate,
    onLogout: props.onLogout,
    onTrack: props.onTrack,
  };
  // §3: the badge's count is core/header's (HeaderCustomerData.unreadMessages, already a whole number >= 0).
  const shared = { clock, scheduler, clipboard, unreadMessages: model.customer?.unreadMessages, context };
  const hasMobileMenu = model.navigation.length > 0 || model.account !== undefined;
  // Before the screen is known (a prerendered page, while it hydrates): a header without menus
  // (login, registration) is drawn for both screens and CSS shows the right one; one with menus is
  // drawn for phones, as before.
  const responsive = layout === undefined && !hasMobileMenu && !model.showDesktopNavigation && !model.account;
  const desktop = layout === true;
  const navigationRow = desktop && model.showDesktopNavigation;
  const actions = (placement: 'inline' | 'belowHeader' | 'bottom') => (
    <Actions
      locale={locale}
      actions={model.actions}
      placement={placement}
      onNavigate={props.onNavigate}
      onTrack={props.onTrack}
    />
  );
  if (responsive) {
    return (
      <header
        ref={root}
        className={styles.header}
        data-mode={model.mode}
        data-type={model.type}
        data-layout="responsive"
        data-tiers={1}
      >
        <div className={styles.bar} data-row="bar">
          <Logos logos={model.logos} onNavigate={props.onNavigate} onTrack={props.onTrack} />
          <div className={`${styles.end} ${styles.desktopOnly}`}>{actions('inline')}</div>
        </div>
        {model.mobileActionBar !== 'none' ? (
          <div className={styles.mobileOnly}>{actions(model.mobileActionBar)}</div>
        ) : null}
      </header>
    );
  }

  return (
    <header
      ref={root}
      className={styles.header}
      data-mode={model.mode}
      data-type={model.type}
      data-layout={desktop ? 'desktop' : 'mobile'}
      data-tiers={navigationRow ? 2 : 1}
    >
      <div className={styles.bar} data-row="bar">
        <Logos logos={model.logos} onNavigate={props.onNavigate} onTrack={props.onTrack} />
        {desktop ? (
          <div className={styles.end}>
            <BalanceStrip view={model.balanceStrip} locale={locale} />
            {model.account ? (
              <AccountMenu
                locale={locale}
                account={model.account}
                customer={model.customer}
                controller={controller}
                {...shared}
              />
            ) : null}
            <Actions
              locale={locale}
              actions={model.actions}
              placement="inline"
              onNavigate={props.onNavigate}
              onTrack={props.onTrack}
            />
          </div>
        ) : hasMobileMenu ? (
          <MobileMenu
            locale={locale}
            navigationLabel={model.navigationLabel}
            items={model.navigation}
            account={model.account}
            customer={model.customer}
            {...shared}
          />
        ) : null}
      </div>
      {navigationRow ? (
        <div className={styles.navigationRow} data-row="navigation">
          <DesktopNavigation
            label={model.navigationLabel}
            items={model.navigation}
            controller={controller}
            context={context}
          />
        </div>
      ) : null}
      {!desktop && model.mobileActionBar !== 'none' ? (
        <Actions
          locale={locale}
          actions={model.actions}
          placement={model.mobileActionBar}
          onNavigate={props.onNavigate}
          onTrack={props.onTrack}
        />
      ) : null}
    </header>
  );
}
