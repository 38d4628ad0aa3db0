/** Moved to portal-cli's browser module (cli/browser/loopback-proxy.ts): product code never imports scripts/. */
export * from '../../cli/browser/loopback-proxy';
