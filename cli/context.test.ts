import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CliIo, createContext } from './context';

function io(env: Record<string, string>): CliIo & { readonly err: () => string } {
  let err = '';
  const sink = (write: (text: string) => void) => ({
    write(text: string) {
      write(text);
      return true;
    },
    isTTY: false,
  });
  return {
    stdin: process.stdin,
    stdout: sink(() => {}),
    stderr: sink((text) => {
      err += text;
    }),
    env: { PORTAL_CLI_CONFIG_DIR: mkdtempSync(join(tmpdir(), 'portal-cli-context-')), ...env },
    err: () => err,
  } as unknown as CliIo & { readonly err: () => string };
}

describe('the command context', () => {
  it('decision 103: warns once on stderr for a flag that is on but has no effect', () => {
    const cli = io({ PORTAL_FLAGS: '{"umtEnablePerCustomerIdentityControl":true}' });
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
    const cli = io({});
    createContext(cli, {}).environment();
    expect(cli.err()).toBe('');
  });
});
