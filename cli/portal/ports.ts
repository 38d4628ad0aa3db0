/**
 * The Node adapters of every port core's session side needs (design §3), in one place.
 */
import type {
  ActivitySource,
  Fetch,
  KeyValueStorage,
  LifecycleSource,
  Locks,
  Logger,
} from '../../core/ports';
import type { SessionPorts } from '../../core/session';
import { noBroadcast } from '../adapters/broadcast';
import { nodeClock } from '../adapters/clock';
import { createMemoryCookies } from '../adapters/cookies';
import { quietLifecycle } from '../adapters/lifecycle';
import { createInProcessLocks } from '../adapters/locks';
import { createRecordingNavigation, type RecordingNavigation } from '../adapters/navigation';
import { nodeScheduler } from '../adapters/scheduler';

export interface NodePortsInput {
  readonly fetch: Fetch;
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  /** The page the portal would be on: the login page for a login. */
  readonly currentUrl: string;
  readonly activity?: ActivitySource;
  readonly lifecycle?: LifecycleSource;
  /**
   * Default in-process locks (a session in memory, e.g. each locale of `check`); the stored
   * session's portal passes the lock file beside the session file (adapters/file-locks.ts).
   */
  readonly locks?: Locks;
}

export type NodePorts = SessionPorts & { readonly navigation: RecordingNavigation };

const noActivity: ActivitySource = { subscribe: () => () => {} };

export function createNodePorts(input: NodePortsInput): NodePorts {
  return {
    clock: nodeClock,
    scheduler: nodeScheduler,
    storage: input.storage,
    fetch: input.fetch,
    navigation: createRecordingNavigation(input.currentUrl),
    activity: input.activity ?? noActivity,
    lifecycle: input.lifecycle ?? quietLifecycle,
    broadcast: noBroadcast,
    locks: input.locks ?? createInProcessLocks(),
    cookies: createMemoryCookies(),
    logger: input.logger,
  };
}
