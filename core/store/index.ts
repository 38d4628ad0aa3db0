export type { Emitter, ExternalStore, Store, StoreOptions } from './external-store';
export { createEmitter, createStore } from './external-store';
