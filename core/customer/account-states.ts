/**
 * §4 Transaction account states, in the order the spec lists them.
 * Kept beside the account schema so the wire contract and the rules share one list.
 */
export const TRANSACTION_ACCOUNT_STATES = [
  'INITIATED',
  'REQUESTED',
  'ACTIVE',
  'CLOSING_IN_PROGRESS',
  'CLOSED',
  'SUSPENDED',
] as const;
export type TransactionAccountState = (typeof TRANSACTION_ACCOUNT_STATES)[number];

/**
 * §4 "the first active, suspended, closed or closing account is preferred": the states that make an
 * account eligible. INITIATED and REQUESTED accounts have no usable IBAN or balance yet.
 */
export const PREFERRED_ACCOUNT_STATES = [
  'ACTIVE',
  'SUSPENDED',
  'CLOSED',
  'CLOSING_IN_PROGRESS',
] as const satisfies readonly TransactionAccountState[];
