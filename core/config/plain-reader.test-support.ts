/**
 * For a configuration read with a plain fast path before its zod schema (decision 152): what the
 * plain reader accepts, the schema accepts with the same value; the parse gives the schema's value
 * where the plain reader leaves the input to it, and a ConfigError where the schema refuses.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { ConfigError } from './flags';

export interface PlainReadPath<T> {
  readonly plain: (input: unknown) => T | undefined;
  readonly schema: { safeParse(input: unknown): { success: true; data: T } | { success: false } };
  readonly parse: (input: unknown) => T;
}

export function expectPlainReaderAgrees<T>(inputs: fc.Arbitrary<unknown>, read: PlainReadPath<T>): void {
  fc.assert(
    fc.property(inputs, (input) => {
      const plain = read.plain(input);
      const schema = read.schema.safeParse(input);
      if (plain) {
        expect(schema.success).toBe(true);
        if (schema.success) expect(plain).toEqual(schema.data);
      }
      if (schema.success) expect(read.parse(input)).toEqual(schema.data);
      else expect(() => read.parse(input)).toThrow(ConfigError);
    }),
    { numRuns: 500 },
  );
}
