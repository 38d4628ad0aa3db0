/** A tiny event source for ports whose events the CLI raises itself (key presses, resume). */
import type { Unsubscribe } from '../../core/ports';

export interface EventSource<T> {
  subscribe(listener: (event: T) => void): Unsubscribe;
  emit(event: T): void;
}

export function createEventSource<T>(): EventSource<T> {
  const listeners = new Set<(event: T) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
  };
}
