/**
 * §2.5 the header with menus (docs/decisions/145: a part of its own, menus-part.ts): from
 * the navigation breakpoint (lg) the desktop header with disclosure dropdowns and the balance strip;
 * below it the hamburger menu and the mobile action bar. Header.tsx draws the headers without menus
 * and hands the others to this one.
 *
 * The desktop header has two tiers (docs/decisions/041-web-polish.md): the §9 64 px bar with the
 * logo, the balance strip, the account menu and the login actions, and under it a row with the main
 * navigation. Logo, six localised menu labels, account and two amounts need 1,460–1,600 px in one
 * row, more than the 1,320 px header maximum, so a single row could only fit by breaking words.
 */
import { useRef } from 'react';
import { type CurrentLocation, findActive } from '../../../core/navigation';
import { useDismiss } from '../../components/disclosure/useDismiss';
import { AccountMenu } from './AccountMenu';
import { BalanceStrip } from './BalanceStrip';
import { DesktopNavigation } from './DesktopNavigation';
import type { HeaderProps } from './Header';
import styles from './Header.module.css';
import { Actions, Logos } from './HeaderParts';
import { MobileMenu } from './MobileMenu';
import { browserClipboard, browserClock, browserScheduler } from './platform';
import type { EntryContext } from './SubmenuPanel';
import { useDropdownController } from './useDropdownController';

export interface MenuHeaderProps extends HeaderProps {
  /** Desktop (true), mobile (false) or not known yet (a prerendered page while it hydrates). */
  readonly layout: boolean | undefined;
}

const NO_LOCATION: CurrentLocation = { pathname: '', hash: '' };

/**
 * The header of a model with menus (Header.tsx's `headerHasMenus`).
 * @example <MenuHeader model={buildHeader(input)} layout={true} onLogout={logout} />
 */
export function MenuHeader(props: MenuHeaderProps) {
  const { model, layout } = props;
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

  // Header.tsx hands over only headers with a locale; the guard keeps the types honest.
  if (model.isEmpty || !model.locale) return null;
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
  const desktop = layout === true;
  const navigationRow = desktop && model.showDesktopNavigation;
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
