// The listener set lives with `Unsubscribe` in core/ports, so the ports' fakes share it too.
export type { Emitter } from '../ports';
export { createEmitter } from '../ports';
export type { ExternalStore, Store, StoreOptions } from './external-store';
export { createStore } from './external-store';
