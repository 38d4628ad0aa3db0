/**
 * The stored session's customer data, loaded through core's API client as the dashboard loads it:
 * for `menu --private`, `products` and `redirect`. A module of its own, imported only on those
 * paths, because it needs the whole session stack (core/api, auth, session, jose,
 * @tanstack/query-core): commands without a session start without it (design §8 cold start).
 */
import type { CustomerData } from '../../core/api';
import type { Customer } from '../../core/customer';
import type { Locale } from '../../core/locale';
import type { Context } from '../context';
import { CliError } from '../errors';
import { cliCodeFor } from '../exit-code-for';
import { loadSessionCustomerData } from '../portal/customer-summary';
import type { Portal } from '../portal/portal';
import { openSessionPortal } from './session-portal';

export interface SessionCustomer {
  readonly portal: Portal;
  readonly data: CustomerData;
  readonly customer: Customer;
  readonly customerNumber: string;
}

export interface SessionCustomerOptions {
  /** The portal's locale; default the one the session was made in. */
  readonly locale?: Locale | undefined;
  /** What the customer is loaded for, in the "no session" message: "to build the private menu from". */
  readonly purpose: string;
  /** The hint of the "no session" error. */
  readonly loginHint: string;
}

/**
 * @example const { customer, data } = await sessionCustomer(context, { purpose: 'to list the products of', loginHint: 'Log in first: portal-cli login' });
 * @throws CliError NOT_LOGGED_IN without a session; when the customer cannot be loaded, the code `cliCodeFor` gives its error (UNREACHABLE for a timeout or network error)
 */
export async function sessionCustomer(
  context: Context,
  options: SessionCustomerOptions,
): Promise<SessionCustomer> {
  const environment = await context.environment();
  const { portal } = await openSessionPortal(context, options.locale ? { locale: options.locale } : {});
  const loading =
    portal.runtime.tokens.getSnapshot().status === 'present' ? loadSessionCustomerData(portal) : undefined;
  if (!loading)
    throw new CliError(
      'NOT_LOGGED_IN',
      `No session stored for ${environment.name} (${environment.region}) ${options.purpose}.`,
      options.loginHint,
    );
  const data = await loading;
  if (data.customer.status !== 'loaded')
    throw new CliError(
      // The same exit code as every other command for the same error (ApiTimeout is 4, not 3).
      data.customer.status === 'failed' ? cliCodeFor(data.customer.error.code) : 'SESSION_ENDED',
      `The session's customer could not be loaded (${data.customer.status === 'failed' ? data.customer.error.code : data.customer.reason}).`,
      'Check the session with `portal-cli session`, or log in again.',
    );
  return {
    portal,
    data,
    customer: data.customer.value,
    customerNumber: portal.identity.customerNumber() ?? data.customer.value.id,
  };
}
