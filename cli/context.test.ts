import { describe, expect, it } from 'vitest';
import { createContext } from './context';
import { recordingIo } from './test/recording-io';

describe('the command context', () => {
  it('warns once on stderr for a flag that is on but has no effect (decision 103)', async () => {
    const cli = recordingIo({ PORTAL_FLAGS: '{"umtEnablePerCustomerIdentityControl":true}' });
    const context = createContext(cli, {});
    await context.environment();
    await context.environment();
    const warnings = cli
      .err()
      .split('\n')
      .filter((line) => line.includes('umtEnablePerCustomerIdentityControl'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/is on but has no effect here: .*decision 103/);
  });

  it('says nothing when no such flag is on', async () => {
    const cli = recordingIo({});
    await createContext(cli, {}).environment();
    expect(cli.err()).toBe('');
  });
});
