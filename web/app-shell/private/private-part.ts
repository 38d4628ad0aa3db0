/**
 * What only a signed-in customer's shell uses, in its own chunk (issue 12, docs/decisions/122):
 * the header's customer facts from the customer data (web/app/header-input.ts, with ibantools'
 * IBAN formats), the minor-account switch and the session timeout dialog. usePrivatePart loads it
 * when a session starts; the login page never does.
 */

export { headerCustomerOf, navigationAccessOf, partnerLogoOf } from '../../app/header-input';
export { AccountSwitch } from '../../components/account-switch/AccountSwitch';
export { SessionDialog } from '../../components/session-dialog/SessionDialog';
