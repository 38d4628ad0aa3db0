/** Moved to portal-cli's browser module (cli/browser/axe.ts): product code never imports scripts/. */
export * from '../../cli/browser/axe';
