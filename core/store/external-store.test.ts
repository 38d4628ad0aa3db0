import { describe, expect, it } from 'vitest';
import { createEmitter, createStore } from './index';

describe('createEmitter', () => {
  it('tells every listener in subscription order, and stops telling one that unsubscribed', () => {
    const events = createEmitter<number>();
    const heard: string[] = [];
    const stopA = events.subscribe((n) => heard.push(`a${n}`));
    events.subscribe((n) => heard.push(`b${n}`));
    events.emit(1);
    stopA();
    stopA(); // twice is harmless
    events.emit(2);
    expect(heard).toEqual(['a1', 'b1', 'b2']);
  });

  it('a listener that (un)subscribes during a round does not change that round', () => {
    const events = createEmitter();
    const heard: string[] = [];
    let stopB = () => {};
    events.subscribe(() => {
      heard.push('a');
      stopB();
      events.subscribe(() => heard.push('late'));
    });
    stopB = events.subscribe(() => heard.push('b'));
    events.emit();
    expect(heard).toEqual(['a', 'b']);
    events.emit();
    expect(heard).toEqual(['a', 'b', 'a', 'late']);
  });

  it('the same listener twice is one subscription (a set), and clear forgets all', () => {
    const events = createEmitter();
    let calls = 0;
    const listener = () => calls++;
    events.subscribe(listener);
    events.subscribe(listener);
    events.emit();
    events.clear();
    events.emit();
    expect(calls).toBe(1);
  });
});

describe('createStore', () => {
  it('publishes a new snapshot to its listeners; getSnapshot is stable between publishes', () => {
    const store = createStore({ count: 0 });
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().count));
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    expect(store.publish({ count: 1 })).toBe(true);
    expect(seen).toEqual([1]);
  });

  it('with equals, a publish that changes nothing keeps the old snapshot and tells nobody', () => {
    const store = createStore({ count: 0 }, { equals: (a, b) => a.count === b.count });
    let calls = 0;
    store.subscribe(() => calls++);
    const before = store.getSnapshot();
    expect(store.publish({ count: 0 })).toBe(false);
    expect(store.getSnapshot()).toBe(before);
    expect(calls).toBe(0);
  });

  it('dispose forgets the listeners; the snapshot stays readable', () => {
    const store = createStore('a');
    let calls = 0;
    store.subscribe(() => calls++);
    store.dispose();
    store.publish('b');
    expect(calls).toBe(0);
    expect(store.getSnapshot()).toBe('b');
  });
});
