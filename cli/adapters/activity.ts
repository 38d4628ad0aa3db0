/**
 * The activity port in the CLI (§4: key down resets the idle time). In `session --watch` a key
 * press in the terminal is the user's activity; the Ink view (or the plain reader of stdin) emits
 * it. Commands without a terminal have no activity, so the idle end comes as it would in a browser
 * nobody touches.
 */
import type { ActivityEventType, ActivitySource } from '../../core/ports';
import { createEmitter, type Emitter } from '../../core/store';

export type TerminalActivity = ActivitySource & Pick<Emitter<ActivityEventType>, 'emit'>;

/** @example const activity = createTerminalActivity(); activity.emit('keydown'); */
export function createTerminalActivity(): TerminalActivity {
  return createEmitter<ActivityEventType>();
}
