/**
 * A top-level navigation entry that is a plain link (§2.5), in the desktop bar and the mobile menu
 * alike: marked as the current page when it is, and counted as a navigation tap (§7).
 */
import { type NavItem, navigationTapEvent } from '../../../core/navigation';
import { ShellLink } from '../../components/shell-link/ShellLink';
import type { EntryContext } from './SubmenuPanel';

export interface NavLinkProps {
  readonly item: NavItem;
  readonly context: EntryContext;
  readonly itemClassName: string | undefined;
  readonly linkClassName: string | undefined;
}

export function NavLink({ item, context, itemClassName, linkClassName }: NavLinkProps) {
  const { href } = item;
  if (!href) return null;
  return (
    <li className={itemClassName}>
      <ShellLink
        href={href}
        external={item.external}
        onNavigate={context.onNavigate}
        onClick={() => context.onTrack?.(navigationTapEvent({ id: item.id, href }, 'navigation'))}
        className={linkClassName}
        aria-current={context.active.navId === item.id ? 'page' : undefined}
      >
        {item.title}
      </ShellLink>
    </li>
  );
}
