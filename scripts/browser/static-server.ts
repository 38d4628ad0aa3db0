/** Moved to portal-cli's browser module (cli/browser/static-server.ts): product code never imports scripts/. */
export * from '../../cli/browser/static-server';
