/**
 * A command that waits for something that can no longer happen (a promise nothing settles, the
 * event loop empty) ends with a message and exit 5, not with Node's silent exit 13.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO } from './test/build-once';

const SCRIPT = `
import { runCommand } from './cli/run-command.ts';
const io = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: {} };
const code = await runCommand(io, 'stuck', { json: true }, [], async () => () => new Promise(() => {}));
process.stdout.write('exit ' + code + '\\n');
process.exit(code);
`;

function run(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('a command that can no longer make progress', () => {
  it('ends with a message, a JSON error document and exit 5 instead of exit 13', {
    timeout: 300_000,
  }, async () => {
    const { code, stdout, stderr } = await run();
    expect(code, stderr).toBe(5);
    expect(stderr).toContain('The command stopped making progress');
    expect(stdout).toContain('"code": "INTERNAL"');
    expect(stdout).toContain('exit 5');
  });
});
