/**
 * §2.6 optional US contact banner: contact email, phone and availability, shown only when the
 * CMS sets displayUsContactBanner.
 */
import { isSafeCmsHref } from './cms-links';
import type { UsContactBanner } from './schema';

export interface ContactLinkView {
  /** Visible text: the CMS link text, or the address/number itself. */
  readonly text: string;
  /** `mailto:`/`tel:` link; absent when the address or number cannot be a safe link. */
  readonly href: string | undefined;
}

export interface UsContactView {
  readonly email: ContactLinkView | undefined;
  readonly phone: ContactLinkView | undefined;
  readonly availability: string | undefined;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/**
 * A dialable `tel:` href: digits with an optional leading plus; formatting characters dropped.
 * @example telHref('+1 (800) 555-0100') // 'tel:+18005550100'
 */
export function telHref(number: string): string | undefined {
  const trimmed = number.trim();
  if (!/^\+?[0-9\s().\-/]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3) return undefined;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * @example mailtoHref('service@example-bank.com') // 'mailto:service@example-bank.com'
 */
export function mailtoHref(address: string): string | undefined {
  const trimmed = address.trim();
  if (!EMAIL.test(trimmed)) return undefined;
  const href = `mailto:${trimmed}`;
  return isSafeCmsHref(href) ? href : undefined;
}

/**
 * @example usContactView(true, { email: { email_address: 'a@b.com' }, availability: 'Mon–Fri' })?.email?.href // 'mailto:a@b.com'
 */
export function usContactView(
  display: boolean,
  banner: UsContactBanner | null | undefined,
): UsContactView | undefined {
  if (!display || !banner) return undefined;
  const email = banner.email
    ? {
        text: banner.email.email_link_text?.trim() || banner.email.email_address.trim(),
        href: mailtoHref(banner.email.email_address),
      }
    : undefined;
  const phone = banner.phone
    ? {
        text: banner.phone.phone_link_text?.trim() || banner.phone.phone_number.trim(),
        href: telHref(banner.phone.phone_number),
      }
    : undefined;
  const availability = banner.availability?.trim() || undefined;
  if (!email && !phone && !availability) return undefined;
  return { email, phone, availability };
}
