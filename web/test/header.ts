/**
 * Header models for component tests, built by core's real `buildHeader` so the tests follow
 * core's rules rather than hand-written fixtures. Test support only.
 */
import { buildHeader, type HeaderCustomerInput, type HeaderInput } from '../../core/header';
import { parseHeaderConfig } from '../../core/header/config-schema';

export const headerConfig = parseHeaderConfig({ brandName: 'Savings', usAppHost: 'https://app.example.com' });

export const navigationFlags = {
  b2cUseNewDashboard: true,
  dbtShowNewMyDepositsPage: false,
  customerShowPaymentMethodScreens: false,
};

export const activeCustomer: HeaderCustomerInput = {
  state: 'ACTIVE',
  displayName: 'Max Mustermann',
  fullName: 'Dr. Max Mustermann',
  isCompanyCustomer: false,
  isPendingActivation: false,
  accountIds: [
    { kind: 'iban', electronic: 'DE89370400440532013000', display: 'DE89 3704 0044 0532 0130 00' },
    { kind: 'accountNumber', electronic: '0532013000', display: '0532013000' },
  ],
  unreadMessages: 2,
  balance: { status: 'ok', current: 1234.5, available: -20 },
};

/** The header model for a path, as the app would build it. */
export function headerModel(pathname: string, extra: Partial<HeaderInput> = {}) {
  return buildHeader({
    pathname,
    authenticated: false,
    flags: navigationFlags,
    config: headerConfig,
    designVersion: 'v2',
    ...extra,
  });
}

/** The private header of an active customer. */
export function privateModel(customer: Partial<HeaderCustomerInput> = {}) {
  return headerModel('/en/dashboard/', { authenticated: true, customer: { ...activeCustomer, ...customer } });
}
