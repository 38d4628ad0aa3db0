/**
 * For the hand-written readers that stand in for a zod schema where a page must not download zod
 * (seo-reader, footer-reader, distributor-logo-reader; docs/loading.md): generated CMS answers,
 * and the property that reader and schema give the same verdict and value on them.
 */
import fc from 'fast-check';
import { expect } from 'vitest';

/** Anything a CMS editor or a broken proxy could put in a field. */
export const cmsJunk = fc.oneof(
  fc.constant(''),
  fc.constant('  '),
  fc.string({ maxLength: 4 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.constant(null),
);

/** Usually the right shape, sometimes missing, null or junk: both readers must agree on all. */
export function cmsField<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: cmsJunk },
  );
}

/** The reader accepts what the zod schema accepts, with the same value, and answers null where it refuses. */
export function expectReaderAgrees<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false } },
  read: (input: unknown) => T | null,
  answers: fc.Arbitrary<unknown>,
  numRuns = 1000,
): void {
  fc.assert(
    fc.property(fc.oneof({ weight: 9, arbitrary: answers }, { weight: 1, arbitrary: cmsJunk }), (input) => {
      const verdict = schema.safeParse(input);
      const value = read(input);
      if (verdict.success) expect(value).toEqual(verdict.data);
      else expect(value).toBeNull();
    }),
    { numRuns },
  );
}
