/**
 * What a portal's stores report while nobody is signed in and nothing is stored: the snapshots a
 * driver shows before its core has loaded (issue 12, decision 160). They are exactly what a fresh
 * core over empty storage reports (portal-core-loader.test.ts), so a page drawn before the core
 * arrived (the prerendered login page, its hydration) and the same page drawn after agree.
 */
import type { TokenSnapshot } from '../auth';
import type { CustomerDataSnapshot } from '../customer-data';

/** core/auth's token store without tokens. */
export const SIGNED_OUT_TOKENS: TokenSnapshot = Object.freeze({ status: 'none' });

/** core/customer-data's store without a session. */
export const SIGNED_OUT_CUSTOMER_DATA: CustomerDataSnapshot = Object.freeze({ status: 'signedOut' });
