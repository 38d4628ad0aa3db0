/** Moved to portal-cli's browser module (cli/browser/chromium.ts): product code never imports scripts/. */
export * from '../../cli/browser/chromium';
