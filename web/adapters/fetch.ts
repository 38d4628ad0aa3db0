/**
 * Fetch port (core/ports): the browser's `fetch`, bound to the window (calling an unbound `fetch`
 * throws "Illegal invocation" in browsers), and started one call a task.
 *
 * Starting a call costs the main thread 1-3 ms here (the first with a bearer to the API's origin
 * about 10 ms). A returning customer's first wave of a dozen calls, started in one task, held the
 * main thread 15-30 ms on this machine (×4 on a phone). One a task, the browser handles input and
 * paints in between. The next call starts in a message task: no timer clamping, a fraction of a
 * millisecond later.
 */
import type { Fetch } from '../../core/ports';

/** @example const fetch = createBrowserFetch(); await fetch('/api/x'); */
export function createBrowserFetch(host: Pick<typeof globalThis, 'fetch'> = globalThis): Fetch {
  const waiting: (() => void)[] = [];
  let startedInThisTask = false;
  let channel: MessageChannel | undefined;

  const startNext = () => {
    startedInThisTask = false;
    const send = waiting.shift();
    if (send) return start(send);
    channel?.port1.close();
    channel = undefined;
  };
  function start(send: () => void) {
    startedInThisTask = true;
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = startNext;
    }
    channel.port2.postMessage(null);
    send();
  }

  return ((input, init) =>
    new Promise<Response>((resolve, reject) => {
      const send = () =>
        void host.fetch(input as RequestInfo | URL, init as RequestInit).then(resolve, reject);
      if (startedInThisTask || waiting.length > 0) waiting.push(send);
      else start(send);
    })) as Fetch;
}
