/** portal-cli's version: the package's (a test keeps the two equal). */
export const PORTAL_CLI_VERSION = '0.1.0';
