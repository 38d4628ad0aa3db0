/**
 * A value built on first use instead of at module load: costly constructors (an
 * `Intl.Collator`, a table derived from data) then run only on the pages that need them.
 */

/**
 * Returns a function that builds the value on its first call and returns the same value after.
 * Marked free of side effects, so a bundler drops a module-level `once(…)` that nothing reads.
 * @example
 * const collator = once(() => new Intl.Collator('en'));
 * ['b', 'a'].sort(collator().compare) // ['a', 'b']
 */
/* @__NO_SIDE_EFFECTS__ */
export function once<T>(build: () => T): () => T {
  let built = false;
  let value: T;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value;
  };
}
