/** Small text helpers for plain output: durations, times, key/value blocks, redaction. */

/** @example clock(299) // '4:59' @example clock(3723) // '1:02:03' @example clock(-5) // '-0:05' */
export function clock(seconds: number): string {
  const sign = seconds < 0 ? '-' : '';
  const total = Math.abs(Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${sign}${h}:${pad(m)}:${pad(s)}` : `${sign}${m}:${pad(s)}`;
}

/** @example time('2030-01-01T10:00:00.000Z') // '2030-01-01 10:00:00Z' */
export function time(isoString: string | null | undefined): string {
  if (!isoString) return '-';
  return isoString.replace('T', ' ').replace(/\.\d+Z$/, 'Z');
}

/** Aligned "label  value" lines under a heading. */
export function block(rows: ReadonlyArray<readonly [string, string]>, indent = '  '): string[] {
  const width = Math.max(0, ...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${indent}${label.padEnd(width)}  ${value}`);
}

/**
 * Tokens carried in a URL (§2.1: the open-banking destination carries the access token in its
 * fragment) are not printed unless asked for (security.md 7).
 * @example redactTokens('/de-de/open-banking/payout/#access_token=eyJ…') // '/de-de/open-banking/payout/#access_token=[redacted]'
 */
export function redactTokens(text: string): string {
  return text.replace(/((?:access|refresh|id)_token=)[^&#\s]+/g, '$1[redacted]');
}
