/**
 * The activity message's schema (zod): the contract messages.ts's plain reader is held to
 * (messages.test.ts).
 */
import * as z from 'zod/mini';

export const activityMessageSchema = z.object({
  type: z.literal('activity'),
  at: z.number(),
  extended: z.optional(z.boolean()),
});
