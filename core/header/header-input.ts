/** What the header of a page is built from (§2.5): the page, the session and the customer's facts. */
import type { NavigationFlags, ProductAccessInput } from '../navigation';
import type { DesignVersion, HeaderConfig } from './config';
import type { HeaderCustomerInput, PartnerLogoInput } from './inputs';

export interface HeaderInput {
  /** The current path (a query or hash is ignored). */
  readonly pathname: string;
  readonly authenticated: boolean;
  readonly flags: NavigationFlags;
  readonly config: HeaderConfig;
  readonly designVersion: DesignVersion;
  /** The customer's header facts; absent while loading or when loading failed. */
  readonly customer?: HeaderCustomerInput;
  /**
   * §8 the customer could not be loaded: instead of a skeleton that never ends, the balance strip
   * says the balance is not available (the page offers the retry).
   */
  readonly customerFailed?: boolean;
  readonly access?: ProductAccessInput;
  /** A distributor-partner or co-branding logo: partner logo, no main navigation, login only (§2.5). */
  readonly partner?: PartnerLogoInput;
  /** §2.5 a page may hide the main navigation: logo and login only. */
  readonly hideMainNavigation?: boolean;
  /** A page may ask for the integrated header type. */
  readonly integrated?: boolean;
}
