/**
 * `menu --private` without `--customer`: the header of the stored session's customer. Imported only
 * on that path, with the session stack (session-customer.ts): `menu` and
 * `menu --private --customer …` start without it (design §8 cold start).
 */
import type { HeaderModel } from '../../core/header';
import type { Locale } from '../../core/locale';
import type { Context } from '../context';
import { privateHeaderOf } from '../portal/customer-summary';
import { sessionCustomer } from './session-customer';

/**
 * The private header of the session's customer, loaded through core's API client.
 * @example const { header, source } = await sessionMenuHeader(context, 'de-DE'); // source 'session, customer 0047110001'
 * @throws CliError NOT_LOGGED_IN without a session; when the customer cannot be loaded, the code `cliCodeFor` gives its error (UNREACHABLE for a timeout or network error)
 */
export async function sessionMenuHeader(
  context: Context,
  locale: Locale,
): Promise<{ header: HeaderModel; source: string }> {
  const { portal, data, customerNumber } = await sessionCustomer(context, {
    locale,
    purpose: 'to build the private menu from',
    loginHint: 'Log in first (portal-cli login), or describe the customer: --customer company,pending,…',
  });
  return { header: privateHeaderOf(portal, data), source: `session, customer ${customerNumber}` };
}
