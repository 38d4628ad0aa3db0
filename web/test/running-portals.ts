/**
 * The test portals made during the running test: test/setup.ts disposes them after it, so a test
 * never leaves a session, timer or listener running into the next one.
 */
const running = new Set<{ dispose(): void }>();

export function trackTestPortal(portal: { dispose(): void }): void {
  running.add(portal);
}

export function disposeTestPortals(): void {
  for (const portal of running) portal.dispose();
  running.clear();
}
