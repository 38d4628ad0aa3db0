/**
 * Logger port (design §3) on the browser console. Callers pass codes and statuses only, never
 * secrets (security.md 7); the data object is printed as given. Debug output only in development
 * builds, so production consoles carry warnings and errors, not noise.
 */
import type { LogData, Logger } from '../../core/ports';

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** @example const logger = createConsoleLogger('warn'); logger.warn('API call failed', { code: 'API_TIMEOUT' }); */
export function createConsoleLogger(
  minimum: Level = import.meta.env.DEV ? 'debug' : 'warn',
  sink: Pick<Console, Level> = console,
): Logger {
  const at = (level: Level) => (message: string, data?: LogData) => {
    if (ORDER[level] < ORDER[minimum]) return;
    if (data) sink[level](`[portal] ${message}`, data);
    else sink[level](`[portal] ${message}`);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
