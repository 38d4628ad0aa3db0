import { describe, expect, it } from 'vitest';
import { mainCustomerView } from './main-customer';
import { type Customer, customerSchema } from './schemas';

const customer = (extra: object = {}): Customer =>
  customerSchema.parse({
    id: '0012345678',
    status: 'Active',
    firstName: 'Erika',
    lastName: 'Mustermann',
    personalDetails: { academicTitleCode: 'DR' },
    _embedded: {
      referenceAccounts: [{ iban: 'DE89370400440532013000' }, { iban: 'AT611904300234573201' }],
      persons: [
        {
          firstName: 'Erika',
          lastName: 'Gabler',
          contactDetails: { email: 'erika@example.org', phoneNumber: '+49301234567' },
          taxDetails: [
            { precedence: 1, countryCode: 'AT' },
            { precedence: 0, countryCode: 'DE', taxIdentificationNumber: '12345678901' },
          ],
        },
        { firstName: 'Max', contactDetails: { email: 'max@example.org' } },
      ],
    },
    ...extra,
  });

describe('main customer view (§3)', () => {
  it('adds the first reference account, the precedence-0 tax entry and the main person contact data', () => {
    const view = mainCustomerView(customer());
    expect(view.referenceAccount?.iban).toBe('DE89370400440532013000');
    expect(view.taxDetails).toEqual({
      precedence: 0,
      countryCode: 'DE',
      taxIdentificationNumber: '12345678901',
    });
    expect(view.email).toBe('erika@example.org');
    expect(view.phoneNumber).toBe('+49301234567');
  });

  it('takes names from the main person, with the title in the full name only', () => {
    const view = mainCustomerView(customer());
    expect(view.firstName).toBe('Erika');
    expect(view.lastName).toBe('Gabler');
    expect(view.displayName).toBe('Erika Gabler');
    expect(view.fullName).toBe('Dr. Erika Gabler');
    expect(view.id).toBe('0012345678');
  });

  it('falls back to the customer names and leaves missing data undefined', () => {
    const view = mainCustomerView(customer({ _embedded: { persons: [{ contactDetails: { email: ' ' } }] } }));
    expect(view.firstName).toBe('Erika');
    expect(view.lastName).toBe('Mustermann');
    expect(view.email).toBeUndefined();
    expect(view.phoneNumber).toBeUndefined();
    expect(view.referenceAccount).toBeUndefined();
    expect(view.taxDetails).toBeUndefined();
  });

  it('has no main tax entry when none has precedence 0', () => {
    const persons = [{ taxDetails: [{ precedence: 1, countryCode: 'AT' }] }];
    expect(mainCustomerView(customer({ _embedded: { persons } })).taxDetails).toBeUndefined();
  });
});
