/**
 * Activity shared between tabs (§4, design §6): a tab the user works in keeps the others' idle
 * time fresh; an extension from one countdown closes the countdown in every tab. Validated on
 * receipt; a forged message can only keep a session open as long as real activity could, and never
 * past the token or maximum-session end.
 */
import * as z from 'zod';
import { lazySchema } from '../lazy';

export const activityMessageSchema = lazySchema(() =>
  z.object({
    type: z.literal('activity'),
    /** Local wall-clock time of the activity (tabs share the machine's clock). */
    at: z.number().finite(),
    /** True when the user extended the session from the countdown. */
    extended: z.boolean().optional(),
  }),
);
export type ActivityMessage = z.infer<typeof activityMessageSchema>;

/**
 * Another tab's activity message, or null: `activityMessageSchema`'s verdict and value, written
 * out because every page listens and zod stays off the login page (issue 12; messages.test.ts
 * checks the two agree).
 * @example readActivityMessage({ type: 'activity', at: 1735689600000 }) // { type: 'activity', at: 1735689600000 }
 */
export function readActivityMessage(message: unknown): ActivityMessage | null {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
  const { type, at, extended } = message as Record<string, unknown>;
  if (type !== 'activity' || typeof at !== 'number' || !Number.isFinite(at)) return null;
  if ('extended' in message && extended !== undefined && typeof extended !== 'boolean') return null;
  return 'extended' in message ? { type, at, extended: extended as boolean | undefined } : { type, at };
}
