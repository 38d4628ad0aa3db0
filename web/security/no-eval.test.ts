import { describe, expect, it } from 'vitest';

describe('zod parses without trying eval in the browser (security.md 12: no CSP reports)', () => {
  it('the setting made before zod loads is the one zod reads', async () => {
    await import('./no-eval');
    const { config } = await import('zod/mini');
    expect(config().jitless).toBe(true);
  });

  it('setting the English messages for the schemas keeps the setting', async () => {
    await import('./no-eval');
    const { z } = await import('../../core/validation/zod');
    expect(z.config().jitless).toBe(true);
    expect(z.number().safeParse('1').error?.issues[0]?.message).toBe(
      'Invalid input: expected number, received string',
    );
  });
});
