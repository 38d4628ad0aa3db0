/** The live state of a `check` run, for the Ink view: finished results and what runs now. */
import type { Locale } from '../../core/locale';
import { createEmitter } from '../../core/store';
import type { CheckName, CheckResult } from './types';

export interface CheckProgressState {
  readonly results: readonly CheckResult[];
  readonly running: ReadonlyArray<{ readonly locale: Locale; readonly name: CheckName }>;
  readonly total: number;
  readonly done: boolean;
}

export interface CheckProgress {
  getState(): CheckProgressState;
  subscribe(listener: () => void): () => void;
  started(locale: Locale, name: CheckName): void;
  finished(result: CheckResult): void;
  complete(): void;
}

export function createCheckProgress(total: number): CheckProgress {
  const listeners = createEmitter();
  const running = new Map<Locale, CheckName>();
  let state: CheckProgressState = { results: [], running: [], total, done: false };
  const publish = (next: Partial<CheckProgressState>) => {
    state = { ...state, running: [...running].map(([locale, name]) => ({ locale, name })), ...next };
    listeners.emit();
  };
  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    started(locale, name) {
      running.set(locale, name);
      publish({});
    },
    finished(result) {
      if (running.get(result.locale) === result.name) running.delete(result.locale);
      publish({ results: [...state.results, result] });
    },
    complete() {
      running.clear();
      publish({ done: true });
    },
  };
}
