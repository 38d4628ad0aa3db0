/**
 * The sandbox for the tests that run the built CLI against it: one per test file (started, with the
 * CLI built, before its tests and closed after them), or one of its own for a single test.
 */
import { afterAll, beforeAll } from 'vitest';
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../../fixtures';
import { buildCliOnce } from './build-once';

type SandboxConfig = NonNullable<SandboxOptions['config']>;

/** A small proof of work: a login's bot check takes moments, not seconds. */
const QUICK_CAPTCHA: SandboxConfig = { captchaMaxNumber: 1000 };

/**
 * Starts the file's sandbox and builds the CLI before its tests; the getter gives the running sandbox.
 * @example const sandbox = sandboxPerFile(); … runCli(args, { configDir, sandboxUrl: sandbox().url })
 */
export function sandboxPerFile(): () => RunningSandbox {
  let sandbox: RunningSandbox | undefined;
  beforeAll(async () => {
    [sandbox] = await Promise.all([startSandbox({ port: 0, config: QUICK_CAPTCHA }), buildCliOnce()]);
  }, 120_000);
  afterAll(() => sandbox?.close());
  return () => {
    if (!sandbox) throw new Error('The sandbox is not running: sandboxPerFile() starts it in beforeAll.');
    return sandbox;
  };
}

/** Runs `use` against a sandbox of its own with the given settings, and closes it afterwards. */
export async function withSandbox<T>(
  config: SandboxConfig,
  use: (sandbox: RunningSandbox) => Promise<T>,
): Promise<T> {
  const sandbox = await startSandbox({ port: 0, config: { ...QUICK_CAPTCHA, ...config } });
  try {
    return await use(sandbox);
  } finally {
    await sandbox.close();
  }
}
