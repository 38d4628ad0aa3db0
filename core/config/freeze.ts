/** Deep readonly view of plain configuration data (tuples stay tuples). */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
    : T;

/**
 * Freezes plain data all the way down, so shared configuration cannot be changed by one caller
 * under another's feet (a mutation throws in strict mode instead of leaking).
 * @example deepFreeze({ a: { b: 1 } }).a // frozen too
 */
export function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value as DeepReadonly<T>;
}
