import { describe, expect, it } from 'vitest';
import { createContext } from './context';
import { recordingIo } from './test/recording-io';

describe('the command context', () => {
  it('decision 103: warns once on stderr for a flag that is on but has no effect', () => {
    const cli = recordingIo({ PORTAL_FLAGS: '{"umtEnablePerCustomerIdentityControl":true}' });
    const context = createContext(cli, {});
    context.environment();
    context.environment();
    const warnings = cli
      .err()
      .split('\n')
      .filter((line) => line.includes('umtEnablePerCustomerIdentityControl'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/is on but has no effect here: .*decision 103/);
  });

  it('says nothing when no such flag is on', () => {
    const cli = recordingIo({});
    createContext(cli, {}).environment();
    expect(cli.err()).toBe('');
  });
});
