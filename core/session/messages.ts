/**
 * Activity shared between tabs (§4, design §6): a tab the user works in keeps the others' idle
 * time fresh; an extension from one countdown closes the countdown in every tab. Validated on
 * receipt; a forged message can only keep a session open as long as real activity could, and never
 * past the token or maximum-session end.
 */
export interface ActivityMessage {
  readonly type: 'activity';
  /** Local wall-clock time of the activity (tabs share the machine's clock). */
  readonly at: number;
  /** True when the user extended the session from the countdown. */
  readonly extended?: boolean | undefined;
}

/**
 * Another tab's activity message, or null: `activityMessageSchema`'s verdict and value
 * (message-schema.ts), written out because every signed-in page listens and loads no zod for it
 * (messages.test.ts checks the two agree).
 * @example readActivityMessage({ type: 'activity', at: 1735689600000 }) // { type: 'activity', at: 1735689600000 }
 */
export function readActivityMessage(message: unknown): ActivityMessage | null {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
  const { type, at, extended } = message as Record<string, unknown>;
  if (type !== 'activity' || typeof at !== 'number' || !Number.isFinite(at)) return null;
  if ('extended' in message && extended !== undefined && typeof extended !== 'boolean') return null;
  return 'extended' in message ? { type, at, extended: extended as boolean | undefined } : { type, at };
}
