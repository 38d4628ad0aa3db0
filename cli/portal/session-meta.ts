/**
 * What portal-cli keeps beside core's tokens in the session file: where the session was made
 * (environment, region, origin, locale), when, whether the sandbox that issued it ran inside the
 * login command (and so is gone), and when the user last did something with it (the idle time of
 * §4 as a terminal sees it: every command that uses the session counts as activity).
 */
import * as z from 'zod/mini';
import type { KeyValueStorage } from '../../core/ports';

export const SESSION_META_KEY = 'portal_cli.meta';

const metaSchema = z.object({
  environment: z.string(),
  region: z.string(),
  origin: z.string(),
  locale: z.string(),
  loggedInAt: z.number(),
  lastActivityAt: z.number(),
  /** The sandbox that issued the session was started inside the login command and stopped with it. */
  sandboxStartedByLogin: z._default(z.boolean(), false),
});

export type SessionMeta = z.output<typeof metaSchema>;

export function readSessionMeta(storage: KeyValueStorage): SessionMeta | undefined {
  const text = storage.get(SESSION_META_KEY);
  if (!text) return undefined;
  try {
    const parsed = metaSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeSessionMeta(storage: KeyValueStorage, meta: SessionMeta): void {
  storage.set(SESSION_META_KEY, JSON.stringify(meta));
}

/** Records activity now (§4: activity resets idle time). */
export function touchSessionMeta(storage: KeyValueStorage, now: number): void {
  const meta = readSessionMeta(storage);
  if (meta) writeSessionMeta(storage, { ...meta, lastActivityAt: now });
}

export function clearSessionMeta(storage: KeyValueStorage): void {
  storage.remove(SESSION_META_KEY);
}
