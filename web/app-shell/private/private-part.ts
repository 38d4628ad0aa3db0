/**
 * What only a signed-in customer's shell uses, in its own chunk (issue 12, docs/decisions/122):
 * the header's customer facts from the customer data (core/customer-data header-input.ts, with
 * ibantools' IBAN formats), the minor-account switch and the session timeout dialog. usePrivatePart loads it
 * when a session starts; the login page never does.
 */

export { headerInputOf } from '../../../core/customer-data';
export { AccountSwitch } from '../../components/account-switch/AccountSwitch';
export { SessionDialog } from '../../components/session-dialog/SessionDialog';
