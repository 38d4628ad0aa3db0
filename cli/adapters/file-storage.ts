/**
 * The key-value storage port as a file (design §3, security.md 8): the session of portal-cli lives
 * in one JSON file of string values in the user's config directory, readable by the user alone
 * (mode 0600, in a 0700 directory), so `session` and `logout` find what `login` stored.
 *
 * - Synchronous, like localStorage: the token store answers `getSnapshot()` at once.
 * - Every read looks at the file again (cheaply: by size and mtime), so a process sees another
 *   process's login, refresh or logout, as a tab sees another tab's.
 * - Writes go to a temporary file that is renamed over the old one: a crash mid-write never
 *   leaves half a session, and the file is never briefly readable by others.
 * - `subscribe` is the storage event: with `watchIntervalMs` set, the file is polled and listeners
 *   hear other processes' changes, never their own writes.
 * - A file with looser permissions is tightened to 0600 and reported; an unreadable one counts as
 *   empty and is reported (the next write replaces it).
 */
import {
  chmodSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  type Stats,
  statSync,
  unwatchFile,
  watchFile,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';
import type { KeyValueStorage, StorageChange, Unsubscribe } from '../../core/ports';
import { createEmitter } from '../../core/store';

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

function statOf(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/**
 * @example
 * const storage = createFileStorage({ path: join(configDir, 'sessions', 'local-deu.json') });
 * storage.set('access_token', token);
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

  function parse(text: string): Values {
    const data: unknown = JSON.parse(text);
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('not a JSON object');
    const values: Record<string, string> = {};
    for (const [key, value] of Object.entries(data)) if (typeof value === 'string') values[key] = value;
    return values;
  }

  function read(): Values {
    const stats = statOf(path);
    if (!stats) {
      cache = { stamp: 'missing', values: {} };
      known ??= cache.values;
      return cache.values;
    }
    const stamp = `${stats.size}:${stats.mtimeMs}:${stats.ino}`;
    if (cache?.stamp === stamp) return cache.values;
    if ((stats.mode & 0o077) !== 0) {
      chmodSync(path, 0o600);
      onProblem?.({ kind: 'permissions-tightened', path, mode: stats.mode & 0o777 });
    }
    let values: Values = {};
    try {
      values = parse(readFileSync(path, 'utf8'));
    } catch (cause) {
      onProblem?.({
        kind: 'unreadable',
        path,
        reason: cause instanceof Error ? cause.message : String(cause),
      });
    }
    cache = { stamp, values };
    known ??= values;
    return values;
  }

  function write(values: Values) {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(values, null, 2)}\n`, { mode: 0o600 });
    renameSync(temporary, path);
    const stats = statOf(path);
    cache = { stamp: stats ? `${stats.size}:${stats.mtimeMs}:${stats.ino}` : 'missing', values };
    known = values;
  }

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
