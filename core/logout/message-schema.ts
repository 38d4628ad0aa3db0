/**
 * The logout message's schema (zod): the contract messages.ts's plain check is held to
 * (messages.test.ts).
 */
import * as z from 'zod/mini';
import { LOGOUT_REASONS } from './messages';

export const logoutMessageSchema = z.object({
  type: z.literal('logout'),
  reason: z.enum(LOGOUT_REASONS),
});
