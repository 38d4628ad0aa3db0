/**
 * The key-value storage port as a file (design §3, security.md 8 and 10): the session of portal-cli
 * lives in one JSON file of string values in the user's config directory, readable by the user
 * alone (mode 0600, in a 0700 directory), so `session` and `logout` find what `login` stored.
 *
 * - Synchronous, like localStorage: the token store answers `getSnapshot()` at once.
 * - Every read looks at the file again (cheaply: by size, mtime and inode), so a process sees
 *   another process's login, refresh or logout, as a tab sees another tab's.
 * - Files are read and written through safe-files.ts: never through a symbolic link, capped, the
 *   user's own, written through an exclusively created temporary file of an unpredictable name
 *   that is renamed over the old one. A folder others can write is refused, as ssh refuses one.
 * - `subscribe` is the storage event: with `watchIntervalMs` set, the file is polled and listeners
 *   hear other processes' changes, never their own writes.
 * - A file with looser permissions is tightened to 0600 and reported; an unreadable one counts as
 *   empty and is reported without its content (the next write replaces it).
 */
import { lstatSync, rmSync, type Stats, unwatchFile, watchFile } from 'node:fs';
import { dirname } from 'node:path';
import type { KeyValueStorage, StorageChange, Unsubscribe } from '../../core/ports';
import { createEmitter } from '../../core/store';
import { ensurePrivateFolder, readRegularFile, UnsafeFileError, writePrivateFile } from './safe-files';

/** A session file is a few tokens and a line of facts; anything far larger is not one. */
const MAX_SESSION_BYTES = 256 * 1024;

export type FileStorageProblem =
  | { readonly kind: 'permissions-tightened'; readonly path: string; readonly mode: number }
  | { readonly kind: 'unreadable'; readonly path: string; readonly reason: string };

export interface FileStorageOptions {
  readonly path: string;
  /** Poll the file for other processes' changes this often; default: no polling. */
  readonly watchIntervalMs?: number;
  /** Told about a file that was too open or could not be read. */
  readonly onProblem?: (problem: FileStorageProblem) => void;
}

export interface FileStorage extends KeyValueStorage {
  readonly path: string;
  /** Every key and value, for diagnostics and tests. */
  entries(): Readonly<Record<string, string>>;
  /** Deletes the file. */
  destroy(): void;
  /** Stops polling. */
  dispose(): void;
}

type Values = Readonly<Record<string, string>>;

function lstatOf(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

const stampOf = (stats: Stats) => `${stats.size}:${stats.mtimeMs}:${stats.ino}`;

/**
 * @example
 * const storage = createFileStorage({ path: join(configDir, 'sessions', 'local-deu.json') });
 * storage.set('access_token', token);
 * @throws UnsafeFileError when the folder is open to others or the file is a link, someone else's,
 *   not a regular file or far too large: nothing is read from it, written to it or changed about it
 */
export function createFileStorage(options: FileStorageOptions): FileStorage {
  const { path, onProblem } = options;
  const listeners = createEmitter<StorageChange>();
  let cache: { stamp: string; values: Values } | null = null;
  // What listeners know: the file as this process first read it, then as it last wrote it or told
  // listeners about it. Kept apart from the read cache, so a `get` between two polls cannot swallow
  // another process's change (a logout read by `get` must still reach the listeners).
  let known: Values | null = null;
  let watching = false;

  /** The values of the file's text; the reason names what is wrong, never the content. */
  function parse(text: string): Values {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new Error('not valid JSON');
    }
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('not a JSON object');
    const values: Record<string, string> = {};
    for (const [key, value] of Object.entries(data)) if (typeof value === 'string') values[key] = value;
    return values;
  }

  /** The file's values; throws UnsafeFileError for a file that must not be used. */
  function readStrictly(): Values {
    const stats = lstatOf(path);
    if (!stats) {
      cache = { stamp: 'missing', values: {} };
      known ??= cache.values;
      return cache.values;
    }
    const stamp = stampOf(stats);
    if (cache?.stamp === stamp) return cache.values;
    let file: ReturnType<typeof readRegularFile>;
    try {
      file = readRegularFile(path, {
        maxBytes: MAX_SESSION_BYTES,
        private: true,
        onTightened: (mode) => onProblem?.({ kind: 'permissions-tightened', path, mode }),
      });
    } catch (error) {
      if (error instanceof UnsafeFileError) throw error;
      // Deleted since the look (another process logged out), or not readable: no session here.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        onProblem?.({ kind: 'unreadable', path, reason: (error as NodeJS.ErrnoException).code ?? 'error' });
      cache = null;
      known ??= {};
      return {};
    }
    let values: Values = {};
    try {
      values = parse(file.text);
    } catch (cause) {
      onProblem?.({ kind: 'unreadable', path, reason: (cause as Error).message });
    }
    cache = { stamp: stampOf(file.stats), values };
    known ??= values;
    return values;
  }

  /** As readStrictly, but a file that turned unsafe after the start counts as empty (and is told). */
  function read(): Values {
    try {
      return readStrictly();
    } catch (error) {
      if (!(error instanceof UnsafeFileError)) throw error;
      onProblem?.({ kind: 'unreadable', path, reason: error.message });
      cache = null;
      return {};
    }
  }

  function write(values: Values) {
    ensurePrivateFolder(dirname(path));
    writePrivateFile(path, `${JSON.stringify(values, null, 2)}\n`);
    const stats = lstatOf(path);
    cache = { stamp: stats ? stampOf(stats) : 'missing', values };
    known = values;
  }

  // Before any use: the folder and the file as they are now (a missing folder is made at the first write).
  if (lstatOf(dirname(path))) ensurePrivateFolder(dirname(path));
  readStrictly();

  function update(key: string, value: string | null) {
    const current = read();
    if ((current[key] ?? null) === value) return;
    const next: Record<string, string> = { ...current };
    if (value === null) delete next[key];
    else next[key] = value;
    write(next);
  }

  /** Compares what listeners know with the file now and tells them what others changed. */
  function poll() {
    const before = known ?? {};
    const after = read();
    if (before === after) return;
    known = after;
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    const changes: StorageChange[] = [];
    for (const key of keys)
      if ((before[key] ?? null) !== (after[key] ?? null)) changes.push({ key, newValue: after[key] ?? null });
    for (const change of changes) listeners.emit(change);
  }

  function startWatching() {
    if (watching || options.watchIntervalMs === undefined) return;
    watching = true;
    if (known === null) read();
    // A change since the first read is told at once, not only after the next change.
    poll();
    watchFile(path, { interval: options.watchIntervalMs, persistent: false }, poll);
  }

  return {
    path,
    get: (key) => read()[key] ?? null,
    set: (key, value) => update(key, value),
    remove: (key) => update(key, null),
    subscribe(listener): Unsubscribe {
      const unsubscribe = listeners.subscribe(listener);
      startWatching();
      return unsubscribe;
    },
    entries: () => read(),
    destroy() {
      rmSync(path, { force: true });
      cache = { stamp: 'missing', values: {} };
      known = cache.values;
    },
    dispose() {
      if (watching) unwatchFile(path, poll);
      watching = false;
      listeners.clear();
    },
  };
}
