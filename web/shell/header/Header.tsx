/**
 * §2.5 header, rendered from core/header's `buildHeader`: every mode (public, private, integrated,
 * country selector, login/registration, distributor partner, hidden navigation, empty header for an
 * unsupported locale). From the navigation breakpoint (lg) the desktop header with disclosure
 * dropdowns and the balance strip; below it the hamburger menu and the mobile action bar. Only one
 * of the two is rendered, so ids and landmark labels are never duplicated.
 */
import { useRef } from 'react';
import type { HeaderModel } from '../../../core/header';
import { type CurrentLocation, findActive } from '../../../core/navigation';
import type { Clock, Scheduler } from '../../../core/ports';
import { HEADER_LAYOUT_VARIABLES } from '../shared/layout';
import { browserClipboard, browserClock, browserScheduler, type ClipboardWriter } from '../shared/platform';
import type { NavigateHandler } from '../shared/ShellLink';
import { useDismiss } from '../shared/useDismiss';
import { useBreakpointUp } from '../shared/useMediaQuery';
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
  /** Unread messages (GET /threads/unread-count) for the badge's number and text. */
  readonly unreadMessages?: number | undefined;
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
  const desktop = useBreakpointUp('lg', props.desktop);
  const clock = props.clock ?? browserClock;
  const scheduler = props.scheduler ?? browserScheduler;
  const clipboard = props.clipboard ?? browserClipboard();
  const maxTouchPoints =
    props.maxTouchPoints ?? (typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints || 0);
  const controller = useDropdownController({ clock, scheduler, maxTouchPoints });
  const bar = useRef<HTMLDivElement>(null);
  useDismiss(bar, controller.state.open !== null || controller.state.pendingHover !== null, () =>
    controller.dispatch({ type: 'clickAway' }),
  );

  if (model.isEmpty || !model.locale) {
    return <header className={styles.header} style={HEADER_LAYOUT_VARIABLES} data-mode="empty" />;
  }
  const locale = model.locale;
  const navigation = [...model.navigation, ...(model.account ? [model.account] : [])];
  const context: EntryContext = {
    locale,
    active: findActive(navigation, props.location ?? NO_LOCATION),
    onNavigate: props.onNavigate,
    onLogout: props.onLogout,
  };
  const shared = { clock, scheduler, clipboard, unreadMessages: props.unreadMessages, context };
  const hasMobileMenu = model.navigation.length > 0 || model.account !== undefined;

  return (
    <header
      className={styles.header}
      style={HEADER_LAYOUT_VARIABLES}
      data-mode={model.mode}
      data-type={model.type}
      data-layout={desktop ? 'desktop' : 'mobile'}
    >
      <div ref={bar} className={styles.bar}>
        <Logos logos={model.logos} onNavigate={props.onNavigate} />
        {desktop ? (
          <>
            {model.showDesktopNavigation ? (
              <DesktopNavigation
                label={model.navigationLabel}
                items={model.navigation}
                controller={controller}
                context={context}
              />
            ) : null}
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
              />
            </div>
          </>
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
      {!desktop && model.mobileActionBar !== 'none' ? (
        <Actions
          locale={locale}
          actions={model.actions}
          placement={model.mobileActionBar}
          onNavigate={props.onNavigate}
        />
      ) : null}
    </header>
  );
}
