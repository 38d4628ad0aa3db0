/** Moved to portal-cli's browser module (cli/browser/web-build.ts): product code never imports scripts/. */
export * from '../../cli/browser/web-build';
