/**
 * zod schemas built on first use (issue 12). Building a zod schema is real work (the portal's
 * schemas took about 350 ms of a phone's main thread at start-up), and most pages parse only a few
 * of them, so core declares every schema with `lazySchema`: nothing is built when a module loads,
 * and a bundler drops the schemas (and zod) that a page never reads.
 *
 * The value stands in for the schema itself (same type, same methods, usable inside other schemas),
 * so callers and `z.infer` are unchanged.
 */

/**
 * A stand-in for the schema `build` returns, built on its first use.
 * @example
 * export const tokenSchema = lazySchema(() => z.object({ access_token: z.string() }));
 * tokenSchema.safeParse({ access_token: 'x' }).success // true; built by this first call
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const real = (): T => {
    schema ??= build();
    return schema;
  };
  // The target is only a placeholder: every trap answers from the built schema. zod's methods are
  // closures over the real instance, so they work when read through the proxy.
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    has: (_, key) => Reflect.has(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // A proxy may not report a property as non-configurable that its target lacks.
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
