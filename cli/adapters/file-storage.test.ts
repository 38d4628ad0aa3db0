import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileStorage, type FileStorage, type FileStorageProblem } from './file-storage';
import { UnsafeFileError } from './safe-files';

const opened: FileStorage[] = [];
const open = (path: string, extra: Partial<Parameters<typeof createFileStorage>[0]> = {}) => {
  const storage = createFileStorage({ path, ...extra });
  opened.push(storage);
  return storage;
};
const sessionPath = () =>
  join(mkdtempSync(join(tmpdir(), 'portal-cli-storage-')), 'sessions', 'local-deu.json');

afterEach(() => {
  for (const storage of opened.splice(0)) storage.dispose();
});

describe('the session file (security.md 8: mode 0600; design §3 storage port)', () => {
  it('creates the file 0600 in a 0700 directory and keeps string values', () => {
    const path = sessionPath();
    const storage = open(path);
    expect(storage.get('access_token')).toBeNull();
    storage.set('access_token', 'a.b.c');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(path, '..')).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ access_token: 'a.b.c' });
    storage.remove('access_token');
    expect(storage.get('access_token')).toBeNull();
  });

  it('sees what another process wrote, as a tab sees another tab', () => {
    const path = sessionPath();
    const login = open(path);
    const session = open(path);
    login.set('refresh_token', 'r1');
    expect(session.get('refresh_token')).toBe('r1');
    session.remove('refresh_token');
    expect(login.get('refresh_token')).toBeNull();
  });

  it('tightens a file others could read, and tells', () => {
    const path = sessionPath();
    open(path).set('k', 'v');
    chmodSync(path, 0o644);
    const problems: FileStorageProblem[] = [];
    expect(open(path, { onProblem: (problem) => problems.push(problem) }).get('k')).toBe('v');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(problems).toEqual([{ kind: 'permissions-tightened', path, mode: 0o644 }]);
  });

  it('treats an unreadable file as empty, says so, and replaces it on the next write', () => {
    const path = sessionPath();
    open(path).set('k', 'v');
    writeFileSync(path, '{ broken', { mode: 0o600 });
    const problems: FileStorageProblem[] = [];
    const storage = open(path, { onProblem: (problem) => problems.push(problem) });
    expect(storage.get('k')).toBeNull();
    expect(problems[0]?.kind).toBe('unreadable');
    storage.set('k', 'w');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ k: 'w' });
  });

  it('with polling, tells listeners of other processes’ changes and never of its own', async () => {
    const path = sessionPath();
    const watcher = open(path, { watchIntervalMs: 20 });
    const heard: unknown[] = [];
    watcher.subscribe((change) => heard.push(change));
    watcher.set('own', '1');
    const other = open(path);
    await new Promise((resolve) => setTimeout(resolve, 30));
    other.set('access_token', 'rotated');
    await expect.poll(() => heard, { timeout: 2000 }).toEqual([{ key: 'access_token', newValue: 'rotated' }]);
    other.destroy();
    await expect.poll(() => heard.length, { timeout: 2000 }).toBe(3);
    expect(heard.slice(1)).toEqual(
      expect.arrayContaining([
        { key: 'access_token', newValue: null },
        { key: 'own', newValue: null },
      ]),
    );
  });

  it('tells listeners of every change since the process first read the file, even one it read since', async () => {
    const path = sessionPath();
    open(path).set('access_token', 'first');
    const watcher = open(path, { watchIntervalMs: 20 });
    // The command loads its tokens, then another command logs out before the watch has begun,
    // and this process reads the file again: the logout must still reach the listeners.
    expect(watcher.get('access_token')).toBe('first');
    open(path).destroy();
    expect(watcher.get('access_token')).toBeNull();
    const heard: unknown[] = [];
    watcher.subscribe((change) => heard.push(change));
    await expect.poll(() => heard, { timeout: 2000 }).toEqual([{ key: 'access_token', newValue: null }]);
  });
});

describe('a session file nobody else can turn against its owner (security.md 10)', () => {
  /** A file of someone's that an attacker wants the tokens written into, or its mode changed. */
  const victim = (folder: string) => {
    const path = join(folder, 'victim.txt');
    writeFileSync(path, 'secret-content-of-the-victim\n', { mode: 0o644 });
    chmodSync(path, 0o644);
    return path;
  };

  it('writes through a temporary file of an unpredictable name: links planted at pid-named paths catch nothing', () => {
    const path = sessionPath();
    const folder = join(path, '..');
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const target = victim(join(folder, '..'));
    // What an attacker who can guess the temporary name would plant for this process.
    for (const name of [`${path}.${process.pid}.tmp`, `${path}.tmp`]) symlinkSync(target, name);
    open(path).set('refresh_token', 'r1');
    expect(readFileSync(target, 'utf8')).toBe('secret-content-of-the-victim\n');
    expect(lstatSync(path).isFile()).toBe(true);
    expect(lstatSync(path).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ refresh_token: 'r1' });
    const leftovers = readdirSync(folder).filter(
      (name) => name.endsWith('.tmp') && !lstatSync(join(folder, name)).isSymbolicLink(),
    );
    expect(leftovers).toEqual([]);
  });

  it('refuses a session file that is a symbolic link: the target keeps its mode and nothing of it is echoed', () => {
    const path = sessionPath();
    mkdirSync(join(path, '..'), { recursive: true, mode: 0o700 });
    const target = victim(join(path, '..', '..'));
    symlinkSync(target, path);
    const problems: FileStorageProblem[] = [];
    const error = (() => {
      try {
        open(path, { onProblem: (problem) => problems.push(problem) });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(UnsafeFileError);
    expect(error).toMatchObject({ refusal: 'symlink', path });
    expect(String((error as Error).message)).not.toContain('secret');
    expect(statSync(target).mode & 0o777).toBe(0o644);
    expect(problems).toEqual([]);
  });

  it.each([
    { octal: '777', mode: 0o777 },
    { octal: '770', mode: 0o770 },
    { octal: '1777', mode: 0o1777 },
  ])('refuses a sessions folder others can write (mode $octal)', ({ mode }) => {
    const path = sessionPath();
    const folder = join(path, '..');
    mkdirSync(folder, { recursive: true });
    chmodSync(folder, mode);
    expect(() => open(path)).toThrow(expect.objectContaining({ refusal: 'open-to-others', path: folder }));
    expect(() => open(path)).toThrow(/chmod|can be written by/);
  });

  it('refuses a session file that is not a regular file, and one far too large', () => {
    const pipe = sessionPath();
    mkdirSync(join(pipe, '..'), { recursive: true, mode: 0o700 });
    execFileSync('mkfifo', ['-m', '600', pipe]);
    expect(() => open(pipe)).toThrow(expect.objectContaining({ refusal: 'not-regular' }));
    const large = sessionPath();
    mkdirSync(join(large, '..'), { recursive: true, mode: 0o700 });
    writeFileSync(large, `{"k":"${'x'.repeat(300 * 1024)}"}`, { mode: 0o600 });
    expect(() => open(large)).toThrow(expect.objectContaining({ refusal: 'too-large' }));
  });

  it('says an unreadable file is not JSON without quoting its content', () => {
    const path = sessionPath();
    open(path).set('k', 'v');
    writeFileSync(path, 'eyJhbGciOiJSUzI1NiJ9 not json', { mode: 0o600 });
    const problems: FileStorageProblem[] = [];
    expect(open(path, { onProblem: (problem) => problems.push(problem) }).get('k')).toBeNull();
    expect(problems).toEqual([{ kind: 'unreadable', path, reason: 'not valid JSON' }]);
  });
});
