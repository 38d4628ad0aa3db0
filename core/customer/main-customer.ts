/**
 * §3 Main customer view: the customer plus the fields the portal reads from its embedded data.
 */
import { displayNameOf, fullNameOf } from './names';
import type { Customer, Person, ReferenceAccount, TaxDetail } from './schemas';

export interface MainCustomer extends Customer {
  /** The first reference account (§4 reads `_embedded.referenceAccounts[0].iban`). */
  readonly referenceAccount: ReferenceAccount | undefined;
  /** The main tax residence: the entry with precedence 0 (§3); undefined when none has 0. */
  readonly taxDetails: TaxDetail | undefined;
  readonly firstName: string | undefined;
  readonly lastName: string | undefined;
  readonly email: string | undefined;
  readonly phoneNumber: string | undefined;
  /** First and last name without title. */
  readonly displayName: string;
  /** With the academic title, e.g. "Dr. Erika Mustermann". */
  readonly fullName: string;
}

/**
 * The main person is the first embedded person: the account holder. The portal serves single
 * holders; joint holders, if ever embedded, follow.
 */
function mainPerson(customer: Customer): Person | undefined {
  return customer._embedded?.persons?.[0] ?? undefined;
}

/** Non-empty trimmed text or undefined, so "" never counts as a value. */
function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Builds the main customer view. Names come from the main person, falling back to the customer's own
 * fields; email and phone number come from the main person's contact details.
 * @example mainCustomerView(customer).taxDetails?.precedence // 0
 */
export function mainCustomerView(customer: Customer): MainCustomer {
  const person = mainPerson(customer);
  const firstName = present(person?.firstName) ?? present(customer.firstName);
  const lastName = present(person?.lastName) ?? present(customer.lastName);
  const nameParts = {
    academicTitleCode: customer.personalDetails?.academicTitleCode,
    firstName,
    lastName,
    fullName: customer.fullName,
  };
  return {
    ...customer,
    referenceAccount: customer._embedded?.referenceAccounts?.[0] ?? undefined,
    taxDetails: person?.taxDetails?.find((entry) => entry.precedence === 0),
    firstName,
    lastName,
    email: present(person?.contactDetails?.email),
    phoneNumber: present(person?.contactDetails?.phoneNumber),
    displayName: displayNameOf(nameParts),
    fullName: fullNameOf(nameParts),
  };
}
