/**
 * Files that cannot be turned against their owner (security.md 10), through the built CLI: a
 * sessions folder others can write and a session file that is a link are refused with exit 2
 * before anything is read, changed or echoed; a configuration "file" that is a FIFO or a device is
 * refused at once instead of hanging.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCliOnce } from '../test/build-once';
import { jsonOf, runCli, tempConfigDir } from '../test/run-cli';

beforeAll(() => buildCliOnce(), 120_000);

/** The folder the session files of the default local environment live in. */
const sessionsOf = (configDir: string) => join(configDir, 'sessions');

describe('session files (security.md 10)', () => {
  it('refuses a sessions folder every user can write, with exit 2 and how to fix it', async () => {
    const configDir = tempConfigDir();
    mkdirSync(sessionsOf(configDir));
    chmodSync(sessionsOf(configDir), 0o777);
    const run = await runCli(['session', '--offline', '--json'], { configDir });
    expect(run.code, run.stderr).toBe(2);
    expect(jsonOf(run)).toMatchObject({ ok: false, error: { code: 'UNSAFE_FILE', exitCode: 2 } });
    expect(run.stderr).toContain(`${sessionsOf(configDir)} can be written by every user (mode 777)`);
    expect(run.stderr).toContain(`chmod 700 ${sessionsOf(configDir)}`);
  });

  it('in a world-writable folder with links planted for the session file and its temporary files, refuses before following any', async () => {
    const configDir = tempConfigDir();
    const sessions = sessionsOf(configDir);
    mkdirSync(sessions);
    chmodSync(sessions, 0o777);
    const victim = join(configDir, 'victim.txt');
    writeFileSync(victim, 'someone-elses-file\n');
    chmodSync(victim, 0o644);
    // What another user of the machine could plant: the session file and the temporary names of
    // the next processes (the old scheme was `<session>.<pid>.tmp`).
    const session = 'local-deu-127.0.0.1-4010.json';
    symlinkSync(victim, join(sessions, session));
    for (let pid = process.pid; pid < process.pid + 200; pid++)
      symlinkSync(victim, join(sessions, `${session}.${pid}.tmp`));
    for (const args of [['session', 'refresh'], ['session', '--offline'], ['logout']]) {
      const run = await runCli(args, { configDir });
      expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(2);
      expect(run.stderr).toContain('can be written by every user');
    }
    expect(readFileSync(victim, 'utf8')).toBe('someone-elses-file\n');
    expect(statSync(victim).mode & 0o777).toBe(0o644);
  });

  it('refuses a session file that is a link: the target is not read, not echoed and keeps its mode', async () => {
    const configDir = tempConfigDir();
    mkdirSync(sessionsOf(configDir), { mode: 0o700 });
    const victim = join(configDir, 'victim.txt');
    writeFileSync(victim, 'not-a-session-but-a-secret\n');
    chmodSync(victim, 0o644);
    for (const name of ['local-deu.json', 'local-deu-127.0.0.1-4010.json'])
      symlinkSync(victim, join(sessionsOf(configDir), name));
    const run = await runCli(['session', '--offline'], { configDir });
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/is a symbolic link; portal-cli does not follow links/);
    expect(`${run.stdout}${run.stderr}`).not.toContain('not-a-sess');
    expect(statSync(victim).mode & 0o777).toBe(0o644);
    expect(readFileSync(victim, 'utf8')).toBe('not-a-session-but-a-secret\n');
  });
});

describe('--config reads a small regular file only (security.md 10)', () => {
  it.each([
    {
      name: 'a FIFO nobody writes to',
      make: (dir: string) => mkfifo(join(dir, 'config.fifo')),
      says: 'a named pipe',
    },
    { name: '/dev/zero', make: () => '/dev/zero', says: 'a device' },
  ])('refuses $name with exit 2 instead of hanging', async ({ make, says }) => {
    const configDir = tempConfigDir();
    const run = await runCli(['markets', '--json', '--config', make(configDir)], { configDir });
    expect(run.code, run.stderr).toBe(2);
    expect(jsonOf(run)).toMatchObject({ ok: false, error: { code: 'CONFIG_INVALID', exitCode: 2 } });
    expect(run.stderr).toContain(`it is ${says}, not a file`);
  });
});

function mkfifo(path: string): string {
  execFileSync('mkfifo', [path]);
  return path;
}
