/**
 * The activity message's schema (zod): the contract messages.ts's plain reader is held to
 * (messages.test.ts).
 */
import * as z from 'zod';

export const activityMessageSchema = z.object({
  type: z.literal('activity'),
  at: z.number().finite(),
  extended: z.boolean().optional(),
});
