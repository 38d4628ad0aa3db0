/**
 * §2.5 the private header's account dropdown (desktop): a disclosure button with the customer's
 * initials, name and unread badge, over the accounts with copy buttons, the account menu and log out.
 * It shares the header's dropdown controller, so it and the main navigation are never open together.
 */
import type { HeaderCustomerData } from '../../../core/header';
import { createTranslator } from '../../../core/i18n';
import type { Locale } from '../../../core/locale';
import type { NavItem } from '../../../core/navigation';
import type { Clock, Scheduler } from '../../../core/ports';
import shared from '../../styles/visually-hidden.module.css';
import { AccountIds } from './AccountIds';
import styles from './AccountMenu.module.css';
import { NavDropdown, navigationHandlers } from './DesktopNavigation';
import menus from './Menus.module.css';
import type { ClipboardWriter } from './platform';
import { type EntryContext, SubmenuPanel } from './SubmenuPanel';
import { useCopyHint } from './useCopyHint';
import type { DropdownController } from './useDropdownController';

export interface UnreadBadgeProps {
  readonly locale: Locale;
  readonly count: number | undefined;
  /**
   * `overlay`: out of the flow, on the corner of its positioned parent (the mobile menu button), so
   * a count that arrives after the first paint does not widen the button (no layout shift).
   */
  readonly placement?: 'inline' | 'overlay' | undefined;
}

/** The unread badge: the number, and the full text for screen readers. Nothing without a count. */
export function UnreadBadge({ locale, count, placement = 'inline' }: UnreadBadgeProps) {
  if (count === undefined || count <= 0) return null;
  return (
    <span className={placement === 'overlay' ? `${styles.badge} ${styles.badgeOverlay}` : styles.badge}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className={shared.visuallyHidden}>
        {', '}
        {createTranslator(locale).t('common:unreadMessages', { count })}
      </span>
    </span>
  );
}

/** The customer's initials in a circle, when known. */
export function Avatar({ customer }: { readonly customer: HeaderCustomerData | undefined }) {
  return customer?.initials ? (
    <span className={styles.avatar} aria-hidden="true">
      {customer.initials}
    </span>
  ) : null;
}

export interface AccountPanelProps {
  readonly locale: Locale;
  readonly account: NavItem;
  readonly customer: HeaderCustomerData | undefined;
  readonly context: EntryContext;
  readonly hint: ReturnType<typeof useCopyHint>;
  readonly clipboard: ClipboardWriter | undefined;
}

/** What the account menu holds, desktop and mobile: the accounts with copy buttons, then its entries. */
export function AccountPanel({ locale, account, customer, context, hint, clipboard }: AccountPanelProps) {
  return (
    <>
      {customer ? (
        <AccountIds locale={locale} accountIds={customer.accountIds} hint={hint} clipboard={clipboard} />
      ) : null}
      {account.subMenus ? <SubmenuPanel submenu={account.subMenus} context={context} /> : null}
    </>
  );
}

export interface AccountMenuProps {
  readonly locale: Locale;
  readonly account: NavItem;
  readonly customer: HeaderCustomerData | undefined;
  readonly unreadMessages: number | undefined;
  readonly controller: DropdownController;
  readonly context: EntryContext;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly clipboard: ClipboardWriter | undefined;
}

export function AccountMenu(props: AccountMenuProps) {
  const { locale, account, customer, controller } = props;
  const open = controller.state.open === account.id;
  const hint = useCopyHint(props.clock, props.scheduler, open);
  return (
    <nav
      aria-label={createTranslator(locale).t('header:accountNavigation')}
      className={menus.accountNav}
      {...navigationHandlers(controller)}
    >
      <ul className={menus.navList}>
        <NavDropdown
          id={account.id}
          controller={controller}
          buttonClassName={styles.accountButton}
          label={
            <>
              <Avatar customer={customer} />
              <span className={styles.accountName}>{account.title}</span>
              {account.enableBadge ? <UnreadBadge locale={locale} count={props.unreadMessages} /> : null}
            </>
          }
        >
          <AccountPanel {...props} hint={hint} />
        </NavDropdown>
      </ul>
    </nav>
  );
}
