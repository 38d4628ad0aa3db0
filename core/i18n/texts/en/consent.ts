import type { Translated } from '../../text-table';

/** English texts of the consent second layer (§2.6, §9): namespace `consent`. */
export const consent = {
  title: 'Cookie settings',
  intro:
    'We use cookies and similar technologies. Strictly necessary ones are always active; the others only with your consent. You can change your choice at any time under “Cookie settings” at the bottom of every page.',
  categories: 'Categories',
  necessary: 'Strictly necessary',
  necessaryText: 'Needed for login, security and your settings, such as this choice. Always active.',
  analytics: 'Analytics',
  analyticsText: 'Helps us understand how the portal is used, so that we can improve it.',
  marketing: 'Marketing',
  marketingText: 'Lets us and our advertising partners measure and personalise advertising.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  save: 'Save selection',
  close: 'Close',
  saved: 'Your cookie settings have been saved.',
} as const;

export type ConsentTemplates = typeof consent;
export type ConsentTexts = Translated<ConsentTemplates>;
