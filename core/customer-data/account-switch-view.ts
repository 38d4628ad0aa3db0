/**
 * §3, §6 what the minor-account switch offers: nothing without flag umtEnableMinorAccountSwitch,
 * without loaded switchable accounts or without a session; otherwise the own account first, then
 * each minor by name (the server's list, the own number left out), and which one is shown now.
 * The switchable accounts alone decide: the switch is there as soon as that part has arrived,
 * while the rest of the customer data may still be loading.
 */
import type { Flags } from '../config';
import type { SwitchableAccount } from '../customer';
import type { ActiveCustomerSnapshot } from './active-customer';
import type { CustomerDataSnapshot } from './customer-data-store';

export type AccountSwitchChoice =
  | { readonly kind: 'own'; readonly customerNumber: string }
  | { readonly kind: 'minor'; readonly customerNumber: string; readonly name: string };

export interface AccountSwitchView {
  /** The customer shown now: the choice to preselect. */
  readonly current: string;
  readonly choices: readonly AccountSwitchChoice[];
}

/** "First Last"; the server may leave either out (null), then the customer number names it. */
function nameOf(minor: SwitchableAccount): string {
  const name = [minor.first_name, minor.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || minor.customer_id;
}

/**
 * @example
 * accountSwitchView({ flags: { umtEnableMinorAccountSwitch: true }, data, active })
 * // { current: '0042', choices: [{ kind: 'own', customerNumber: '0042' }, { kind: 'minor', customerNumber: '0077', name: 'Max Muster' }] }
 */
export function accountSwitchView(input: {
  readonly flags: Pick<Flags, 'umtEnableMinorAccountSwitch'>;
  readonly data: CustomerDataSnapshot;
  readonly active: ActiveCustomerSnapshot;
}): AccountSwitchView | null {
  const { flags, data, active } = input;
  if (!flags.umtEnableMinorAccountSwitch) return null;
  const switchable = data.status === 'signedOut' ? undefined : data.data.switchableAccounts;
  if (switchable?.status !== 'loaded') return null;
  const { own, current } = active;
  const minors = switchable.value.filter((minor) => minor.customer_id !== own);
  if (!own || !current || minors.length === 0) return null;
  return {
    current,
    choices: [
      { kind: 'own', customerNumber: own },
      ...minors.map((minor) => ({
        kind: 'minor' as const,
        customerNumber: minor.customer_id,
        name: nameOf(minor),
      })),
    ],
  };
}
