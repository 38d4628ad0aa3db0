import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseFlags } from './flags-schema';
import { englishMessages } from './zod-messages';

describe('zod messages', () => {
  it('a parse given the English messages says what is wrong', () => {
    const result = z.number().safeParse('1', englishMessages());
    expect(result.error?.issues[0]?.message).toBe('Invalid input: expected number, received string');
  });

  it('a configuration error names the key and the problem in English', () => {
    expect(() => parseFlags({ b2cUseNewDashboard: 'yes', captchaV3: true })).toThrow(
      'Invalid feature flags: b2cUseNewDashboard: Invalid input: expected boolean, received string; (root): Unrecognized key: "captchaV3"',
    );
  });
});
