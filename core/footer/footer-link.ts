/**
 * §4 Footer links: modes primary/secondary, sizes small/default, and the v2 disabled state.
 */
import type { DesignVersion } from '../markets';

export type FooterLinkMode = 'primary' | 'secondary';
export type FooterLinkSize = 'small' | 'default';

export interface FooterLinkProps {
  /** Absent for a disabled v2 link: an `<a>` without href is not focusable and cannot navigate. */
  readonly href: string | undefined;
  /** Drivers add `aria-disabled`, drop it from the tab order and swallow clicks and key presses. */
  readonly disabled: boolean;
  readonly mode: FooterLinkMode;
  readonly size: FooterLinkSize;
}

/**
 * §4: in v2 a disabled link has no href and is flagged disabled. v1 has no disabled state, so
 * there the flag is ignored and the link stays a link.
 * @example footerLinkProps({ href: '/de-de/impressum/', disabled: true, version: 'v2' })
 * // { href: undefined, disabled: true, mode: 'primary', size: 'default' }
 */
export function footerLinkProps(input: {
  readonly href: string;
  readonly version: DesignVersion;
  readonly disabled?: boolean;
  readonly mode?: FooterLinkMode;
  readonly size?: FooterLinkSize;
}): FooterLinkProps {
  const disabled = input.version === 'v2' && input.disabled === true;
  return {
    href: disabled ? undefined : input.href,
    disabled,
    mode: input.mode ?? 'primary',
    size: input.size ?? 'default',
  };
}
