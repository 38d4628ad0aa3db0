import { describe, expect, it } from 'vitest';
import type { CustomerData, Part } from '../api';
import type { SwitchableAccount } from '../customer';
import { accountSwitchView } from './account-switch-view';
import type { CustomerDataSnapshot } from './customer-data-store';

const on = { umtEnableMinorAccountSwitch: true };
const parent = { own: '0042', current: '0042', switched: false };

function loaded(switchable: Part<readonly SwitchableAccount[]>): CustomerDataSnapshot {
  return { status: 'loaded', data: { switchableAccounts: switchable } as unknown as CustomerData };
}

const minors = loaded({
  status: 'loaded',
  value: [
    { customer_id: '0077', first_name: 'Max', last_name: 'Mustermann' },
    { customer_id: '0078', first_name: null, last_name: ' Muster ' },
    { customer_id: '0079', first_name: null, last_name: null },
  ],
});

describe('minor-account switch view (§3 switchable account, §6 flag)', () => {
  it('§6 nothing without the flag, without loaded switchable accounts or without a session', () => {
    expect(
      accountSwitchView({ flags: { umtEnableMinorAccountSwitch: false }, data: minors, active: parent }),
    ).toBeNull();
    expect(accountSwitchView({ flags: on, data: { status: 'signedOut' }, active: parent })).toBeNull();
    expect(
      accountSwitchView({ flags: on, data: { status: 'loading', data: {} }, active: parent }),
    ).toBeNull();
    expect(
      accountSwitchView({
        flags: on,
        data: loaded({ status: 'skipped', reason: 'flag off' }),
        active: parent,
      }),
    ).toBeNull();
    expect(
      accountSwitchView({ flags: on, data: minors, active: { own: null, current: null, switched: false } }),
    ).toBeNull();
  });

  it('§3 the own account first, then each minor by name; a missing name falls back to the number', () => {
    expect(accountSwitchView({ flags: on, data: minors, active: parent })).toEqual({
      current: '0042',
      choices: [
        { kind: 'own', customerNumber: '0042' },
        { kind: 'minor', customerNumber: '0077', name: 'Max Mustermann' },
        { kind: 'minor', customerNumber: '0078', name: 'Muster' },
        { kind: 'minor', customerNumber: '0079', name: '0079' },
      ],
    });
  });

  it('preselects the minor being shown; the own number never appears twice; only the own account is no switch', () => {
    const view = accountSwitchView({
      flags: on,
      data: loaded({
        status: 'loaded',
        value: [
          { customer_id: '0042', first_name: 'Erika', last_name: 'Mustermann' },
          { customer_id: '0077', first_name: 'Max', last_name: 'Mustermann' },
        ],
      }),
      active: { own: '0042', current: '0077', switched: true },
    });
    expect(view?.current).toBe('0077');
    expect(view?.choices.map((choice) => choice.customerNumber)).toEqual(['0042', '0077']);
    const onlyOwn = loaded({
      status: 'loaded',
      value: [{ customer_id: '0042', first_name: 'E', last_name: 'M' }],
    });
    expect(accountSwitchView({ flags: on, data: onlyOwn, active: parent })).toBeNull();
  });

  it('is offered as soon as the switchable accounts are there, while other parts still load', () => {
    const loading: CustomerDataSnapshot = {
      status: 'loading',
      data: {
        switchableAccounts: {
          status: 'loaded',
          value: [{ customer_id: '0077', first_name: 'Max', last_name: 'M' }],
        },
      },
    };
    expect(accountSwitchView({ flags: on, data: loading, active: parent })?.choices).toHaveLength(2);
  });
});
