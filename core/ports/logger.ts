/**
 * Logging (design §3). Callers never pass secrets: no tokens, passwords or one-time codes, not
 * even shortened (security.md 7). `data` holds codes, statuses and reasons only.
 */
export type LogData = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface Logger {
  debug(message: string, data?: LogData): void;
  info(message: string, data?: LogData): void;
  warn(message: string, data?: LogData): void;
  error(message: string, data?: LogData): void;
}

const ignore = () => {};

/** A logger that drops everything, for drivers that want silence. */
export const SILENT_LOGGER: Logger = Object.freeze({
  debug: ignore,
  info: ignore,
  warn: ignore,
  error: ignore,
});
