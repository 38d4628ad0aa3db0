/**
 * §2.5 mobile navigation (accessibility.md 5): the hamburger and each accordion are the shared
 * disclosure (web/components/disclosure): a button with `aria-expanded` and `aria-controls` over
 * its panel. While open the page does not scroll; closed, the panel is `hidden`
 * and never receives focus; Escape closes it and returns focus to the hamburger; following a link
 * closes it.
 */
import { useEffect, useRef, useState } from 'react';
import type { HeaderCustomerData } from '../../../core/header';
import { createTranslator } from '../../../core/i18n';
import type { Locale } from '../../../core/locale';
import type { NavItem } from '../../../core/navigation';
import type { Clock, Scheduler } from '../../../core/ports';
import { Disclosure } from '../../components/disclosure/Disclosure';
import { AccountPanel, Avatar, UnreadBadge } from './AccountMenu';
import menus from './Menus.module.css';
import styles from './MobileMenu.module.css';
import { NavLink } from './NavLink';
import type { ClipboardWriter } from './platform';
import { type EntryContext, SubmenuPanel } from './SubmenuPanel';
import { useCopyHint } from './useCopyHint';
import { useScrollLock } from './useScrollLock';

function AccordionItem({ item, context }: { item: NavItem; context: EntryContext }) {
  const [expanded, setExpanded] = useState(false);
  if (!item.subMenus)
    return (
      <NavLink
        item={item}
        context={context}
        itemClassName={styles.mobileItem}
        linkClassName={styles.mobileLink}
      />
    );
  return (
    <li className={styles.mobileItem}>
      <Disclosure
        open={expanded}
        onToggle={() => setExpanded((current) => !current)}
        label={item.title}
        buttonClassName={styles.accordionButton}
        chevronClassName={menus.chevron}
        panelClassName={styles.accordionPanel}
      >
        <SubmenuPanel submenu={item.subMenus} context={context} />
      </Disclosure>
    </li>
  );
}

export interface MobileMenuProps {
  readonly locale: Locale;
  readonly navigationLabel: string;
  readonly items: readonly NavItem[];
  readonly account: NavItem | undefined;
  readonly customer: HeaderCustomerData | undefined;
  readonly unreadMessages: number | undefined;
  readonly context: EntryContext;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly clipboard: ClipboardWriter | undefined;
}

export function MobileMenu(props: MobileMenuProps) {
  const { locale, items, account, customer, context } = props;
  const [open, setOpen] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const hint = useCopyHint(props.clock, props.scheduler, open);
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
      hamburger.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const t = createTranslator(locale).t;

  return (
    <Disclosure
      open={open}
      onToggle={() => setOpen((current) => !current)}
      buttonRef={hamburger}
      buttonClassName={styles.hamburger}
      panelClassName={styles.mobilePanel}
      onLinkFollowed={() => setOpen(false)}
      label={
        <>
          <span className={open ? styles.closeIcon : styles.hamburgerIcon} aria-hidden="true" />
          <span className={styles.hamburgerLabel}>{t('common:menu')}</span>
          {!open && account?.enableBadge ? (
            <UnreadBadge locale={locale} count={props.unreadMessages} placement="overlay" />
          ) : null}
        </>
      }
    >
      {items.length > 0 ? (
        <nav aria-label={props.navigationLabel}>
          <ul className={styles.mobileList}>
            {items.map((item) => (
              <AccordionItem key={item.id} item={item} context={context} />
            ))}
          </ul>
        </nav>
      ) : null}
      {account ? (
        <nav
          aria-label={createTranslator(locale).t('header:accountNavigation')}
          className={styles.mobileAccount}
        >
          <p className={styles.mobileAccountName}>
            <Avatar customer={customer} />
            {account.title}
            {account.enableBadge ? <UnreadBadge locale={locale} count={props.unreadMessages} /> : null}
          </p>
          <AccountPanel {...props} account={account} hint={hint} />
        </nav>
      ) : null}
    </Disclosure>
  );
}
