/**
 * A command's terminal for unit tests: stdout and stderr are pipes whose text is recorded, stdin
 * is the test process's, and the configuration lives in a fresh temporary folder.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CliIo } from '../context';

export type RecordingIo = CliIo & { readonly out: () => string; readonly err: () => string };

/** @example const io = recordingIo({ PORTAL_FLAGS: '{}' }); createContext(io, {}); io.err() */
export function recordingIo(env: Record<string, string> = {}): RecordingIo {
  let out = '';
  let err = '';
  const pipe = (record: (text: string) => void) => ({
    write(text: string) {
      record(text);
      return true;
    },
    isTTY: false,
  });
  return {
    stdin: process.stdin,
    stdout: pipe((text) => {
      out += text;
    }),
    stderr: pipe((text) => {
      err += text;
    }),
    env: { PORTAL_CLI_CONFIG_DIR: mkdtempSync(join(tmpdir(), 'portal-cli-test-')), ...env },
    out: () => out,
    err: () => err,
  } as unknown as RecordingIo;
}
