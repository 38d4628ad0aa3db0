/**
 * The logger port in the CLI: core's log lines go to stderr, only with `--verbose`, because each
 * command reports its own outcome and would otherwise say it twice. Core never logs secrets
 * (core/ports/logger.ts); the data is printed as `key=value`.
 */
import type { LogData, Logger } from '../../core/ports';
import { SILENT_LOGGER } from '../../core/ports';
import type { OutStream } from '../output/output';

function line(level: string, message: string, data?: LogData): string {
  const fields = Object.entries(data ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`);
  return [`[${level}]`, message, ...fields].join(' ');
}

/** @example createStderrLogger(process.stderr, true).warn('Login failed', { code: 'GeneralError' }) */
export function createStderrLogger(stderr: OutStream, verbose: boolean): Logger {
  if (!verbose) return SILENT_LOGGER;
  const write = (level: string) => (message: string, data?: LogData) =>
    void stderr.write(`${line(level, message, data)}\n`);
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
