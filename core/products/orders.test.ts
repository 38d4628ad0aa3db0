import { describe, expect, it } from 'vitest';
import {
  INSTRUCTION_STATES,
  isOneOf,
  isOrderInProgress,
  ORDER_BLOCKERS,
  ORDER_RULE_VIOLATIONS,
  ORDER_STATES,
  orderBlockerOf,
  orderRuleViolationOf,
} from './orders';

describe('order enumerations (§4, §8)', () => {
  it('instruction states are the order states plus ISSUE_IDENTIFIED and FUNDED', () => {
    expect(INSTRUCTION_STATES.slice(0, ORDER_STATES.length)).toEqual([...ORDER_STATES]);
    expect(INSTRUCTION_STATES.slice(ORDER_STATES.length)).toEqual(['ISSUE_IDENTIFIED', 'FUNDED']);
  });

  it('the type guard accepts members only', () => {
    expect(isOneOf(ORDER_STATES, 'EXECUTED')).toBe(true);
    expect(isOneOf(ORDER_STATES, 'FUNDED')).toBe(false);
    expect(isOneOf(INSTRUCTION_STATES, 'FUNDED')).toBe(true);
    expect(isOneOf(ORDER_STATES, 42)).toBe(false);
  });

  it('unknown blockers and violations read as the §8 unexpected entries', () => {
    for (const blocker of ORDER_BLOCKERS) expect(orderBlockerOf(blocker)).toBe(blocker);
    expect(orderBlockerOf('brand_new_rule')).toBe('unexpected');
    expect(orderBlockerOf(undefined)).toBe('unexpected');
    for (const violation of ORDER_RULE_VIOLATIONS) expect(orderRuleViolationOf(violation)).toBe(violation);
    expect(orderRuleViolationOf('MIN')).toBe('unExpectedError');
  });
});

describe('order in progress (§4 order states, §8 has_orders_in_progress)', () => {
  it('is submitted (CONFIRMED onwards) and not final', () => {
    const inProgress = ORDER_STATES.filter(isOrderInProgress);
    expect(inProgress).toEqual(['CONFIRMED', 'EXPORTED', 'IN_PROGRESS', 'REVOCATION_REQUESTED']);
  });
});
