/**
 * One change a customer makes (§2.2 completing a customer redirect, §5 renaming a portfolio,
 * uploading documents) as data: which endpoint, its path parameters, the JSON body, the schema of
 * the answer and which cached reads the change makes stale. The API client sends it once (no
 * cache, no retry: a change sent twice could be made twice) and then drops those reads, so the next
 * read shows the change. Paths and bodies: docs/decisions/110-customer-changes.md.
 */
import type * as z from 'zod/mini';
import type { EndpointName } from '../contract';

export interface ApiMutation<T> {
  readonly name: EndpointName;
  readonly params: Readonly<Record<string, string>>;
  /** Sent as JSON. */
  readonly body: unknown;
  readonly schema: z.ZodMiniType<T>;
  /** Reads whose cached answers this change makes stale. */
  readonly invalidates: readonly EndpointName[];
}

/**
 * @example defineMutation('renameProductInstance', productInstanceSchema, {
 *   params: { productInstanceId: 'pi-1' }, body: { name: 'Rente' }, invalidates: ['productInstances'] })
 */
export function defineMutation<T>(
  name: EndpointName,
  schema: z.ZodMiniType<T>,
  parts: {
    params?: Record<string, string>;
    body: unknown;
    invalidates?: readonly EndpointName[];
  },
): ApiMutation<T> {
  return { name, schema, params: parts.params ?? {}, body: parts.body, invalidates: parts.invalidates ?? [] };
}
