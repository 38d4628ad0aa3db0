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
