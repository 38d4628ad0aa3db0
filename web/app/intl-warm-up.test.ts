import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warm-up';

class FakeWorker {
  static made: FakeWorker[] = [];
  readonly posted: unknown[] = [];
  readonly listeners = new Map<string, () => void>();
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('warming up Intl in a worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.made = [];
  });

  it('sends the locale to a module worker and ends it when it answers or fails', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmUpIntl('de-AT');
    warmUpIntl('fr-FR');
    const [answered, failed] = FakeWorker.made;
    expect(answered?.options).toEqual({ type: 'module' });
    expect(new URL(String(answered?.url)).pathname).toMatch(/intl-warm-up\.worker\.ts$/);
    expect(answered?.posted).toEqual(['de-AT']);
    expect(failed?.posted).toEqual(['fr-FR']);
    answered?.listeners.get('message')?.();
    failed?.listeners.get('error')?.();
    expect([answered?.terminated, failed?.terminated]).toEqual([true, true]);
  });

  it('does nothing where there are no workers', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmUpIntl('de-DE')).not.toThrow();
    expect(FakeWorker.made).toEqual([]);
  });
});

describe('the warm-up worker', () => {
  it('formats in the locale it is sent, then says it is done', async () => {
    const listeners: ((event: MessageEvent) => void)[] = [];
    vi.spyOn(globalThis, 'addEventListener').mockImplementation(((_type: string, listener: never) => {
      listeners.push(listener);
    }) as typeof globalThis.addEventListener);
    const post = vi.spyOn(globalThis, 'postMessage').mockImplementation(() => {});
    await import('./intl-warm-up.worker');
    listeners[0]?.(new MessageEvent('message', { data: 'de-DE' }));
    expect(post).toHaveBeenCalledWith(true);
    vi.restoreAllMocks();
  });
});
