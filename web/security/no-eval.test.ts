import { describe, expect, it } from 'vitest';

describe('zod parses without trying eval in the browser (security.md 12: no CSP reports)', () => {
  it('the setting made before zod loads is the one zod reads', async () => {
    await import('./no-eval');
    const { config } = await import('zod/mini');
    expect(config().jitless).toBe(true);
  });
});
