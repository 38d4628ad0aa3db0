/**
 * What a successful login does (§4 Login): store the token (timing measured for the clock
 * difference), record the customer number, load the customer data, then compute where to go with
 * core/redirects (open banking, customer redirects, the deep link used once, the product
 * parameter, the dashboard). The customer data keeps loading into the cache after the customer
 * itself has arrived, so the dashboard finds it there (design §8).
 */
import type { ApiClient, CustomerData } from '../api';
import { countryHintOf, countryToRecord, startCustomerDataLoad } from '../api';
import type { RequestTiming, TokenSet, TokenStore } from '../auth';
import type { Flags, Region } from '../config';
import type { Customer } from '../customer';
import type { Locale } from '../locale';
import type { AnalyticsSink, Cookies, Logger, Navigation } from '../ports';
import {
  customerRedirectViewOf,
  DEEP_LINK_NAME,
  type LoginDestination,
  loginDestination,
} from '../redirects';
import { dashboardPath } from '../routes';
import type { IdentityStore } from './identity';
import { openPortalSession, type PortalSessionDeps } from './portal-session';

export type LoginSuccessFlags = Pick<
  Flags,
  'umtEnableMinorAccountSwitch' | 'dbtShowNewMyDepositsPage' | 'umtCallOBSLoginEndpointFromFE'
>;

export interface LoginSuccessDeps extends PortalSessionDeps {
  readonly tokens: Pick<TokenStore, 'save' | 'getSnapshot'>;
  readonly identity: IdentityStore;
  readonly api: Pick<ApiClient, 'get'>;
  readonly navigation: Pick<Navigation, 'currentUrl'>;
  readonly cookies: Cookies;
  readonly analytics: AnalyticsSink;
  readonly logger: Logger;
  readonly flags: LoginSuccessFlags;
  /** The login page's locale; sent as the login request's `locale`. */
  readonly locale: Locale;
  /** The auth host's region: the first data-validity hint (core/api customer-data-rules.ts). */
  readonly region?: Region | undefined;
  readonly distributionChannelId?: string | undefined;
}

export interface LoginCompletion {
  readonly destination: LoginDestination;
  /** The customer, when it loaded. */
  readonly customer: Customer | undefined;
  /** False when the session ended while the customer was loading (a 403 logs out everywhere). */
  readonly sessionAlive: boolean;
  /** Everything the dashboard needs, still arriving; never rejects. */
  readonly customerData: Promise<CustomerData>;
}

/** A destination that cannot fail, for a login page whose URL could not be read. */
function dashboardDestination(locale: Locale): LoginDestination {
  return {
    path: dashboardPath(locale),
    via: 'dashboard',
    customerRedirect: undefined,
    events: [],
    deepLink: { deleteCookie: undefined, replaceUrlWith: undefined, rejected: [] },
  };
}

/**
 * @example
 * const done = await completeLogin(deps, { token, customerId: '0042', userId: 'u-1', timing });
 * navigation.go(done.destination.path, { replace: true });
 */
export async function completeLogin(
  deps: LoginSuccessDeps,
  login: {
    readonly token: TokenSet;
    readonly customerId: string;
    readonly userId: string | null;
    readonly timing: RequestTiming;
  },
): Promise<LoginCompletion> {
  const { identity, locale, logger } = deps;
  deps.tokens.save(login.token, login.timing);
  identity.record({ customerNumber: login.customerId, userId: login.userId });
  // In parallel with the customer's wave, so the flag adds no sequential request (design §8).
  const portalSession = deps.flags.umtCallOBSLoginEndpointFromFE
    ? openPortalSession(deps, login.token.access_token).then((result) => {
        if (!result.ok)
          logger.warn('Portal login failed; the login goes on with the tokens', {
            reason: result.reason,
            status: result.status,
          });
      })
    : undefined;

  const load = startCustomerDataLoad(deps.api, {
    customerNumber: login.customerId,
    userId: login.userId,
    locale,
    flags: deps.flags,
    countryHint: countryHintOf(deps.region, identity.get().country),
    distributionChannelId: deps.distributionChannelId,
    logger,
  });
  const [part] = await Promise.all([load.customer, portalSession]);
  const customer = part.status === 'loaded' ? part.value : undefined;
  if (customer) identity.recordCountry(countryToRecord(customer));
  else logger.warn('Customer not loaded after login; no customer redirect', { status: part.status });

  let destination: LoginDestination;
  try {
    destination = loginDestination({
      currentUrl: deps.navigation.currentUrl(),
      deepLinkCookie: deps.cookies.get(DEEP_LINK_NAME),
      locale,
      accessToken: login.token.access_token,
      customer: customer ? customerRedirectViewOf(customer) : undefined,
      flags: deps.flags,
    });
  } catch {
    logger.error('Login page URL unreadable; going to the dashboard');
    destination = dashboardDestination(locale);
  }
  // The deep link is used once (security.md 1), whichever destination won.
  if (destination.deepLink.deleteCookie)
    deps.cookies.delete(destination.deepLink.deleteCookie, { path: '/' });
  for (const rejected of destination.deepLink.rejected)
    logger.warn('Deep link not used', { source: rejected.source, reason: rejected.reason });
  for (const event of destination.events)
    deps.analytics.track(event.name, { object: event.object, product: event.product });

  return {
    destination,
    customer,
    sessionAlive: deps.tokens.getSnapshot().status === 'present',
    // Keeps filling the cache for the dashboard; every part settles on its own.
    customerData: load.all,
  };
}
