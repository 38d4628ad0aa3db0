/**
 * The documented exit codes where core's errors meet the commands: the same error gives
 * the same exit code in every command (cli/exit-code-for.ts). Regression: `menu --private` exited
 * 3 (authentication) on an API timeout; a timeout is 4 (environment unreachable) everywhere.
 */
import { describe, expect, it } from 'vitest';
import { jsonOf, type RunOptions, runCli, tempConfigDir } from '../test/run-cli';
import { sandboxPerFile } from '../test/sandbox';

const sandbox = sandboxPerFile();

async function addFault(fault: Record<string, unknown>) {
  const answer = await fetch(`${sandbox().url}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(answer.ok).toBe(true);
}

describe('exit codes of core errors (README "Exit codes")', () => {
  it('menu --private: the customer call timing out (§9: 3 s) exits 4 with UNREACHABLE, as elsewhere', async () => {
    const options: RunOptions = { configDir: tempConfigDir(), sandboxUrl: sandbox().url };
    expect((await runCli(['login'], options)).code).toBe(0);
    await addFault({ endpoint: 'customer', latencyMs: 4000, times: 1 });
    const run = await runCli(['menu', '--private', '--json'], options);
    expect(run.code, run.stderr).toBe(4);
    expect(jsonOf(run)).toMatchObject({ ok: false, error: { code: 'UNREACHABLE', exitCode: 4 } });
    expect(run.stderr).toContain('API_TIMEOUT');
  });
});
