import { describe, expect, it } from 'vitest';
import { once } from './index';

describe('once', () => {
  it('builds the value on the first call and returns the same value after', () => {
    let builds = 0;
    const value = once(() => ({ built: ++builds }));
    expect(builds).toBe(0);
    expect(value()).toBe(value());
    expect(builds).toBe(1);
  });
});
