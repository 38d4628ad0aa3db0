/**
 * Why network waits use deadlineAfter, not AbortSignal.timeout: a process that waits on nothing
 * but the deadline must stay alive until it passes. With AbortSignal.timeout's unreferenced timer
 * Node ends it at once with exit 13 and no message, which is what a connection reset from the
 * identity host did to portal-cli.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO } from '../test/build-once';

function exitCodeOf(script: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: REPO,
      stdio: 'ignore',
    });
    child.on('error', reject);
    child.on('close', resolve);
  });
}

const WAIT_FOR_ABORT = (signal: string) => `
${signal}
await new Promise((resolve) => signal.addEventListener('abort', resolve));
`;

describe('a wait held only by its deadline', { timeout: 300_000 }, () => {
  it('keeps the process alive until the deadline (exit 0); AbortSignal.timeout does not (exit 13)', async () => {
    const ours = WAIT_FOR_ABORT(
      "import { deadlineAfter } from './cli/adapters/deadline.ts'; const { signal } = deadlineAfter(50);",
    );
    // Ten minutes, so that only an unreferenced timer can end it early: with a short one, a loaded
    // machine's slow start-up (tsx's loader thread keeps the loop busy) can outlast it, and the
    // abort then fires before the event loop empties.
    const builtIn = WAIT_FOR_ABORT('const signal = AbortSignal.timeout(600_000);');
    expect(await exitCodeOf(ours)).toBe(0);
    expect(await exitCodeOf(builtIn)).toBe(13);
  });
});
