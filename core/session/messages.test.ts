import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activityMessageSchema } from './message-schema';
import { readActivityMessage } from './messages';

const field = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant('activity'),
  fc.string({ maxLength: 3 }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
);

describe('activity message reader = activityMessageSchema', () => {
  it('gives the schema’s verdict and value for any message', () => {
    const message = fc.oneof(
      fc.record({ type: field, at: field, extended: field, other: field }, { requiredKeys: [] }),
      fc.record(
        { type: fc.constant('activity'), at: fc.integer(), extended: field },
        { requiredKeys: ['type', 'at'] },
      ),
      field,
    );
    fc.assert(
      fc.property(message, (value) => {
        const parsed = activityMessageSchema.safeParse(value);
        expect(readActivityMessage(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 1000 },
    );
    expect(readActivityMessage({ type: 'activity', at: 5, extended: true })).toEqual({
      type: 'activity',
      at: 5,
      extended: true,
    });
  });
});
