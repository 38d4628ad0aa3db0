export type { ConnectionMonitor, ConnectionMonitorOptions, ConnectionSnapshot } from './connection-monitor';
export { CONNECTION_RETRY_DELAYS_MS, createConnectionMonitor } from './connection-monitor';
