/**
 * `menu --private --customer <facts>`: a customer described on the command line instead of loaded
 * from a session, so QA can see the menus of customer kinds (§6) without logging in as each:
 * `company`, `pending` (pending activation), `distributor=<id>`, `unread=<n>`, and
 * `access=all|none|<flag>+<flag>` (the product flags the menus read, default all).
 */
import type { HeaderCustomerInput } from '../../core/header';
import type { ProductAccessInput } from '../../core/navigation';
import { CliError } from '../errors';

const ACCESS_FLAGS = [
  'HAS_FIXED_DEPOSIT_ACCOUNT',
  'HAS_FLEX_DEPOSIT_ACCOUNT',
  'HAS_OVERNIGHT_DEPOSIT_ACCOUNT',
  'HAS_NOTICE_DEPOSIT_ACCOUNT',
  'term_product_access',
  'overnight_product_access',
] as const satisfies ReadonlyArray<keyof ProductAccessInput>;

export interface CustomerFacts {
  readonly customer: HeaderCustomerInput;
  readonly access: ProductAccessInput;
}

const usage = (fact: string) =>
  new CliError(
    'USAGE',
    `--customer: "${fact}" is not a customer fact.`,
    `Use a comma-separated list of: company, pending, distributor=<id>, unread=<n>, access=all|none|<flag>+<flag> (flags: ${ACCESS_FLAGS.join(', ')}).`,
  );

function accessOf(value: string): ProductAccessInput {
  if (value === 'all') return Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, true]));
  if (value === 'none') return Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, false]));
  const wanted = value.split('+').map((item) => item.trim());
  for (const item of wanted)
    if (!(ACCESS_FLAGS as readonly string[]).includes(item)) throw usage(`access=${item}`);
  return Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, wanted.includes(flag)]));
}

/**
 * @example parseCustomerFacts('company,unread=2').customer.isCompanyCustomer // true
 * @throws CliError USAGE naming the fact it does not know
 */
export function parseCustomerFacts(text: string): CustomerFacts {
  let isCompanyCustomer = false;
  let isPendingActivation = false;
  let distributorId: string | undefined;
  let unreadMessages = 0;
  let access = accessOf('all');
  for (const raw of text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [name, value] = raw.split('=', 2) as [string, string | undefined];
    if (name === 'company' && value === undefined) isCompanyCustomer = true;
    else if (name === 'pending' && value === undefined) isPendingActivation = true;
    else if (name === 'distributor' && value?.trim()) distributorId = value.trim();
    else if (name === 'unread' && value !== undefined && /^\d{1,6}$/.test(value))
      unreadMessages = Number(value);
    else if (name === 'access' && value) access = accessOf(value);
    else throw usage(raw);
  }
  return {
    customer: {
      state: 'Active',
      displayName: isCompanyCustomer ? 'Company customer' : 'Customer',
      fullName: isCompanyCustomer ? 'Company customer' : 'Customer',
      isCompanyCustomer,
      ...(distributorId ? { distributorId } : {}),
      isPendingActivation,
      accountIds: [],
      unreadMessages,
      balance: { status: 'loading' },
    },
    access,
  };
}
