/**
 * A reader that stops early (`portal-cli markets | head -1`, `| true`) closes the pipe under the CLI: it ends
 * quietly with exit 0, not with an unhandled EPIPE stack trace on stderr.
 */
import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, buildCliOnce, REPO } from '../test/build-once';

beforeAll(() => buildCliOnce(), 120_000);

describe('portal-cli when its reader closes the pipe', () => {
  it('ends with exit 0 and says nothing on stderr', async () => {
    const child = spawn(process.execPath, [BIN, 'markets', '--locale', 'en-gb'], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    // Like `portal-cli markets | true`: the reader is gone before the first line is written.
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).not.toMatch(/EPIPE|Unhandled/);
    expect(code).toBe(0);
  });
});
