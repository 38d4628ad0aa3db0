/**
 * The broadcast port in the CLI: one process is one "tab", and other processes hear of a logout
 * through the session file (file-storage.ts), so messages go nowhere.
 */
import type { Broadcast } from '../../core/ports';

export const noBroadcast: Broadcast = {
  post: () => {},
  subscribe: () => () => {},
};
