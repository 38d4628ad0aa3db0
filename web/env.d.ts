/// <reference types="vite/client" />

/** The Vite environment variables web/config reads (web/config/portal-config.ts). */
interface ImportMetaEnv {
  readonly VITE_PORTAL_ENVIRONMENT?: string;
  readonly VITE_SANDBOX_URL?: string;
  readonly VITE_PORTAL_REGION?: string;
  readonly VITE_PORTAL_FLAGS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The configuration checked at build time (web/config/portal-config-plugin.ts). */
declare module 'virtual:portal-config' {
  const checked: import('./config/portal-config').CheckedPortalConfig;
  export default checked;
}
