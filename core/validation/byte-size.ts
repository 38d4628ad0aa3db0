/**
 * Byte sizes for people, through Intl (`10 MB`, `1,5 MB`, `512 kB`). Decimal units, as Intl's
 * `kilobyte`/`megabyte` are defined (1 kB = 1000 bytes), so the number shown for a limit is exactly
 * the limit: the 10 MB upload limit is 10,000,000 bytes.
 */

const UNITS = [
  { unit: 'byte', size: 1 },
  { unit: 'kilobyte', size: 1e3 },
  { unit: 'megabyte', size: 1e6 },
  { unit: 'gigabyte', size: 1e9 },
] as const;

/** One decimal at most, and none for whole numbers (`10 MB`, not `10.0 MB`). */
function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Formats a byte count in the largest unit that keeps the number at 1 or more.
 * @example formatByteSize(10_000_000, 'de-DE') // '10 MB'
 * @example formatByteSize(1_536_000, 'de-DE') // '1,5 MB'
 * @example formatByteSize(512, 'en') // '512 byte'
 */
export function formatByteSize(bytes: number, locale: string): string {
  const count = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let index = 0;
  while (index < UNITS.length - 1 && count >= UNITS[index + 1]!.size) index++;
  // Rounding may reach the next unit: 999,960 bytes is "1 MB", not "1,000 kB".
  if (index > 0 && index < UNITS.length - 1 && roundToTenth(count / UNITS[index]!.size) >= 1000) index++;
  const { unit, size } = UNITS[index]!;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(unit === 'byte' ? count : roundToTenth(count / size));
}
