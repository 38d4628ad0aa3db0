// Shared test inputs for the header tests (not a test file itself).
import fc from 'fast-check';
import { DEFAULT_FLAGS } from '../config';
import { SUPPORTED_LOCALES } from '../locale';
import { loginPath, registerPath } from '../routes';
import { parseHeaderConfig } from './config-schema';
import type { HeaderInput } from './header-input';
import type { HeaderCustomerInput } from './inputs';

export const config = parseHeaderConfig({ brandName: 'Savings', usAppHost: 'https://app.example.com' });

export const flags = {
  b2cUseNewDashboard: true,
  dbtShowNewMyDepositsPage: DEFAULT_FLAGS.dbtShowNewMyDepositsPage,
  customerShowPaymentMethodScreens: DEFAULT_FLAGS.customerShowPaymentMethodScreens,
};

export const customer: HeaderCustomerInput = {
  state: 'ACTIVE',
  displayName: 'Max Mustermann',
  fullName: 'Dr. Max Mustermann',
  isCompanyCustomer: false,
  isPendingActivation: false,
  accountIds: [
    { kind: 'iban', electronic: 'DE89370400440532013000', display: 'DE89 3704 0044 0532 0130 00' },
  ],
  unreadMessages: 2,
  balance: { status: 'ok', current: 1234.5, available: 1000 },
};

export function input(pathname: string, extra: Partial<HeaderInput> = {}): HeaderInput {
  return { pathname, authenticated: false, flags, config, designVersion: 'v2', ...extra };
}

/** Every locale's home, login and registration, the separate sites, and pages without a header. */
export const HEADER_PATHS = SUPPORTED_LOCALES.flatMap((l) => [
  `/${l.toLowerCase()}/`,
  loginPath(l),
  registerPath(l),
]).concat([
  '/de-de/open-banking/login/',
  '/en/corporate/',
  '/banking-as-a-service/',
  '/en/select-country/',
  '/pt-br/products/',
]);

/** A header input on one of `HEADER_PATHS`, signed in or not, with or without navigation, integration and partner. */
export const anyHeaderInput: fc.Arbitrary<HeaderInput> = fc
  .tuple(fc.constantFrom(...HEADER_PATHS), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean())
  .map(([path, authenticated, hide, integrated, partnered]) =>
    input(path, {
      authenticated,
      customer,
      hideMainNavigation: hide,
      integrated,
      ...(partnered ? { partner: { url: '/p.svg', alt: 'P' } } : {}),
    }),
  );
