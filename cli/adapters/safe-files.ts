/**
 * Reading and writing files that hold secrets or steer the CLI, so that nobody else on the machine
 * can turn them against their owner (security.md 10):
 *
 * - A read is capped and takes regular files only: `--config /dev/zero` or a FIFO is refused at
 *   once instead of hanging or filling memory (the FIFO is opened without blocking, then refused).
 * - A private file (the session) is never followed through a symbolic link (O_NOFOLLOW), must
 *   belong to the user, and is tightened to 0600 through its open descriptor, never through a path
 *   that could now name another file.
 * - A write goes to a temporary file with an unpredictable name, created exclusively (O_EXCL, and
 *   O_NOFOLLOW) with mode 0600, flushed, then renamed over the target: a planted file or link at the
 *   temporary name makes the write fail instead of writing through it, and a crash leaves the old
 *   file whole. write-file-atomic was measured against this and not taken: it opens its temporary
 *   file with `w` (following a link planted there) under a name derived from the pid.
 * - The folder of private files must be the user's and writable by nobody else, as ssh demands of
 *   its keys: otherwise others could swap the files between two calls.
 */
import {
  closeSync,
  constants,
  fchmodSync,
  fstatSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  type Stats,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';

export type FileRefusal = 'symlink' | 'not-regular' | 'too-large' | 'not-owner' | 'open-to-others';

/** A file or folder that is not safe to use, with what is wrong and how to fix it. */
export class UnsafeFileError extends Error {
  constructor(
    readonly path: string,
    readonly refusal: FileRefusal,
    /** What is wrong, after the path: "is a named pipe, not a file". */
    readonly reason: string,
    readonly fix: string,
  ) {
    super(`${path} ${reason}.`);
    this.name = 'UnsafeFileError';
  }
}

const currentUser = (): number | undefined => process.getuid?.();

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a named pipe';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

export interface ReadOptions {
  /** Refuse a file larger than this. */
  readonly maxBytes: number;
  /** A private file: no symbolic link, the user's own, tightened to 0600 when it is not. */
  readonly private?: boolean;
  /** Told when a private file was open to others and has been set to 0600. */
  readonly onTightened?: (mode: number) => void;
}

/**
 * Reads a small regular file as UTF-8.
 * @example readRegularFile('/home/qa/.config/portal-cli/config.json', { maxBytes: 1 << 20 }).text
 * @throws UnsafeFileError for a link (private files), a FIFO, device or directory, a file too large
 *   or (private files) someone else's; the errors of `open` (ENOENT, EACCES) as they are
 */
export function readRegularFile(path: string, options: ReadOptions): { text: string; stats: Stats } {
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
    fd = openSync(
      path,
      constants.O_RDONLY | constants.O_NONBLOCK | (options.private ? constants.O_NOFOLLOW : 0),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP')
      throw new UnsafeFileError(
        path,
        'symlink',
        'is a symbolic link; portal-cli does not follow links for its session files',
        `Remove the link (rm ${path}) and log in again.`,
      );
    throw error;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile())
      throw new UnsafeFileError(
        path,
        'not-regular',
        `is ${kindOf(stats)}, not a file`,
        'Give the path of a regular file.',
      );
    if (options.private) {
      const user = currentUser();
      if (user !== undefined && stats.uid !== user)
        throw new UnsafeFileError(
          path,
          'not-owner',
          `belongs to another user (uid ${stats.uid})`,
          `Remove it (rm ${path}) and log in again.`,
        );
      if ((stats.mode & 0o077) !== 0) {
        fchmodSync(fd, 0o600);
        options.onTightened?.(stats.mode & 0o777);
      }
    }
    if (stats.size > options.maxBytes) throw tooLarge(path, options.maxBytes);
    // Read to the end rather than trusting the size: a file may grow while it is read.
    const buffer = Buffer.alloc(Math.min(stats.size, options.maxBytes) + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) throw tooLarge(path, options.maxBytes);
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    return { text: buffer.subarray(0, length).toString('utf8'), stats };
  } finally {
    closeSync(fd);
  }
}

function tooLarge(path: string, maxBytes: number): UnsafeFileError {
  return new UnsafeFileError(
    path,
    'too-large',
    `is larger than ${Math.round(maxBytes / 1024)} KiB: not a file portal-cli wrote or expects`,
    'Check the path.',
  );
}

/**
 * Writes a private file (mode 0600) atomically through an exclusively created temporary file.
 * @example writePrivateFile('/home/qa/.config/portal-cli/sessions/local-deu.json', '{}\n')
 */
export function writePrivateFile(path: string, text: string): void {
  // Web Crypto's random source, not node:crypto's module: every command reads its configuration
  // through this file, and only a write needs the randomness (design §8 cold start).
  const random = Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(12))).toString('hex');
  const temporary = `${path}.${random}.tmp`;
  const fd = openSync(
    temporary,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o600,
  );
  try {
    try {
      const data = Buffer.from(text, 'utf8');
      for (let written = 0; written < data.length; )
        written += writeSync(fd, data, written, data.length - written);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    // rename replaces a link at `path` itself; it never writes through it.
    renameSync(temporary, path);
  } catch (error) {
    try {
      unlinkSync(temporary);
    } catch {
      // Already renamed, or never made: nothing to remove.
    }
    throw error;
  }
}

/**
 * Makes the folder of private files (0700) if need be, and refuses one that others may write, or
 * that belongs to someone else, as ssh refuses such a folder for its keys. Its parent is checked
 * too: whoever may write there may put another folder in its place.
 * @throws UnsafeFileError `open-to-others` or `not-owner`
 */
export function ensurePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  for (const path of [folder, dirname(folder)]) {
    const stats = statSync(path);
    const user = currentUser();
    if (user !== undefined && stats.uid !== user && stats.uid !== 0)
      throw new UnsafeFileError(
        path,
        'not-owner',
        `belongs to another user (uid ${stats.uid}); portal-cli keeps sessions only in the user's own folders`,
        'Point PORTAL_CLI_CONFIG_DIR at a folder of your own.',
      );
    if ((stats.mode & 0o022) !== 0)
      throw new UnsafeFileError(
        path,
        'open-to-others',
        `can be written by ${(stats.mode & 0o002) !== 0 ? 'every user' : 'its group'} (mode ${(stats.mode & 0o7777).toString(8)}); portal-cli keeps no session in a folder others can change`,
        `Make it yours alone: chmod 700 ${path}`,
      );
  }
}
