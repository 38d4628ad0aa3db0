/**
 * The private account pages (§2.3), behind the locale base path, in the spec's exact spelling.
 */
/** §2.3 private account menu routes, prefixed with the locale base path. */
export const PRIVATE_PAGES = {
  messages: '/postbox/messages',
  documents: '/documents',
  paymentMethods: '/payment-methods',
  transactions: '/account-transactions/',
  withdrawal: '/account-withdrawal',
  userAccount: '/user-account',
  myDetails: '/my-details',
  notifications: '/notifications',
  exemptionOrder: '/exemption-order',
  exemptionOrderOverview: '/exemption-order/overview',
} as const;
export type PrivatePage = keyof typeof PRIVATE_PAGES;
