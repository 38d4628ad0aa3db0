/**
 * §2.5 mobile navigation (accessibility.md 5): a hamburger with `aria-expanded` and `aria-controls`
 * toggles a panel of accordions. While open the page does not scroll; closed, the panel is `hidden`
 * and never receives focus; Escape closes it and returns focus to the hamburger; following a link
 * closes it.
 */
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import type { HeaderCustomerData } from '../../../core/header';
import { createTranslator } from '../../../core/i18n';
import type { Locale } from '../../../core/locale';
import { type NavItem, navigationTapEvent } from '../../../core/navigation';
import type { Clock, Scheduler } from '../../../core/ports';
import type { ClipboardWriter } from '../shared/platform';
import { ShellLink } from '../shared/ShellLink';
import { AccountIds } from './AccountIds';
import { UnreadBadge } from './AccountMenu';
import styles from './Menus.module.css';
import { type EntryContext, SubmenuPanel } from './SubmenuPanel';
import { useCopyHint } from './useCopyHint';
import { useScrollLock } from './useScrollLock';

function AccordionItem({ item, context }: { item: NavItem; context: EntryContext }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  if (!item.subMenus) {
    return item.href ? (
      <li className={styles.mobileItem}>
        <ShellLink
          href={item.href}
          external={item.external}
          onNavigate={context.onNavigate}
          onClick={() =>
            context.onTrack?.(navigationTapEvent({ id: item.id, href: item.href ?? '' }, 'navigation'))
          }
          className={styles.mobileLink}
          aria-current={context.active.navId === item.id ? 'page' : undefined}
        >
          {item.title}
        </ShellLink>
      </li>
    ) : null;
  }
  return (
    <li className={styles.mobileItem}>
      <button
        type="button"
        className={styles.accordionButton}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((current) => !current)}
      >
        {item.title}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={panelId} hidden={!expanded} className={styles.accordionPanel}>
        <SubmenuPanel submenu={item.subMenus} context={context} />
      </div>
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
  const panelId = useId();
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

  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a[href]')) setOpen(false);
  };
  const t = createTranslator(locale).t;

  return (
    <>
      <button
        ref={hamburger}
        type="button"
        className={styles.hamburger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <span className={open ? styles.closeIcon : styles.hamburgerIcon} aria-hidden="true" />
        <span className={styles.hamburgerLabel}>{t('common:menu')}</span>
        {!open && account?.enableBadge ? (
          <UnreadBadge locale={locale} count={props.unreadMessages} placement="overlay" />
        ) : null}
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: closes the panel when one of its links is followed */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links are activated by Enter, which fires click */}
      <div id={panelId} className={styles.mobilePanel} hidden={!open} onClick={onPanelClick}>
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
              {customer?.initials ? (
                <span className={styles.avatar} aria-hidden="true">
                  {customer.initials}
                </span>
              ) : null}
              {account.title}
              {account.enableBadge ? <UnreadBadge locale={locale} count={props.unreadMessages} /> : null}
            </p>
            {customer ? (
              <AccountIds
                locale={locale}
                accountIds={customer.accountIds}
                hint={hint}
                clipboard={props.clipboard}
              />
            ) : null}
            {account.subMenus ? <SubmenuPanel submenu={account.subMenus} context={context} /> : null}
          </nav>
        ) : null}
      </div>
    </>
  );
}
