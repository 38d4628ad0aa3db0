/**
 * `menu --private` without `--customer`: the header of the stored session's customer. A module of
 * its own, imported only on that path, because it needs the whole session stack (core/api, auth,
 * session, @tanstack/query-core): `menu` and `menu --private --customer …` start without it
 * (design §8 cold start).
 */
import type { HeaderModel } from '../../core/header';
import type { Locale } from '../../core/locale';
import type { Context } from '../context';
import { CliError } from '../errors';
import { cliCodeFor } from '../exit-code-for';
import { loadSessionCustomerData, privateHeaderOf } from '../portal/customer-summary';
import { openSessionPortal } from './session-portal';

/**
 * The private header of the session's customer, loaded through core's API client.
 * @example const { header, source } = await sessionMenuHeader(context, 'de-DE'); // source 'session, customer 0047110001'
 * @throws CliError NOT_LOGGED_IN without a session; when the customer cannot be loaded, the code `cliCodeFor` gives its error (UNREACHABLE for a timeout or network error)
 */
export async function sessionMenuHeader(
  context: Context,
  locale: Locale,
): Promise<{ header: HeaderModel; source: string }> {
  const environment = context.environment();
  const { portal } = await openSessionPortal(context, { locale });
  const loading =
    portal.runtime.tokens.getSnapshot().status === 'present' ? loadSessionCustomerData(portal) : undefined;
  if (!loading)
    throw new CliError(
      'NOT_LOGGED_IN',
      `No session stored for ${environment.name} (${environment.region}) to build the private menu from.`,
      'Log in first (portal-cli login), or describe the customer: --customer company,pending,…',
    );
  const data = await loading;
  if (data.customer.status !== 'loaded')
    throw new CliError(
      // The same exit code as every other command for the same error (API_TIMEOUT is 4, not 3).
      data.customer.status === 'failed' ? cliCodeFor(data.customer.error.code) : 'SESSION_ENDED',
      `The session's customer could not be loaded (${data.customer.status === 'failed' ? data.customer.error.code : data.customer.reason}).`,
      'Check the session with `portal-cli session`, or log in again.',
    );
  return {
    header: privateHeaderOf(portal, data),
    source: `session, customer ${portal.identity.customerNumber()}`,
  };
}
