// Free TCP ports on loopback: the preferred one when it is free, else the next ones, so `npm start`
// works beside another running copy without the user choosing ports.
import { createServer } from 'node:net';

/** Resolves true when `port` can be bound on 127.0.0.1. */
export function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first free port from `preferred` on (up to 20 tries). */
export async function freePort(preferred) {
  for (let port = preferred; port < preferred + 20; port++) if (await isFree(port)) return port;
  throw new Error(`No free port between ${preferred} and ${preferred + 19} on 127.0.0.1.`);
}
