import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { lazySchema, once } from './index';

describe('lazySchema (issue 12: no schema built at module load)', () => {
  it('builds the schema on first use only, and once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds++;
      return z.object({ a: z.string() });
    });
    expect(builds).toBe(0);
    expect(schema.safeParse({ a: 'x' }).success).toBe(true);
    expect(schema.safeParse({ a: 1 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('works inside other schemas, with its methods, and as a zod type', () => {
    const inner = lazySchema(() => z.object({ n: z.number() }));
    const outer = lazySchema(() => z.object({ inner: inner.nullish(), list: z.array(inner) }));
    expect(outer.parse({ inner: null, list: [{ n: 1 }] })).toEqual({ inner: null, list: [{ n: 1 }] });
    expect(outer.safeParse({ list: [{ n: 'x' }] }).error?.issues[0]?.path).toEqual(['list', 0, 'n']);
    expect(inner instanceof z.ZodObject).toBe(true);
    expect(Object.keys(inner.shape)).toEqual(['n']);
  });
});

describe('once', () => {
  it('builds the value on the first call and returns the same value after', () => {
    let builds = 0;
    const value = once(() => ({ built: ++builds }));
    expect(builds).toBe(0);
    expect(value()).toBe(value());
    expect(builds).toBe(1);
  });
});
