export { DEFAULT_CLIENT_ID, refreshClientId } from './client-id';
export type { ConsentState, ConsentType } from './consent';
export { CONSENT_DEFAULT_REGIONS, consentDefaultCommands } from './consent';
export type { Breakpoint } from './constants';
export { breakpointPx, PORTAL_CONSTANTS } from './constants';
export type { EnvironmentConfigData } from './environment-config';
export { readPlainEnvironmentConfig } from './environment-config';
export type {
  EnvironmentConfig,
  EnvironmentName,
  IdentityLogoutMode,
  Region,
  RemoteHosts,
} from './environments';
export {
  authHost,
  DEFAULT_REMOTE_HOSTS,
  ENVIRONMENTS,
  environmentHostLabel,
  IDENTITY_LOGOUT_MODES,
  localEnvironment,
  originOf,
  placeholderHostsOf,
  REGIONS,
  remoteEnvironment,
} from './environments';
export type { Flags } from './flags';
export { ConfigError, configErrorFrom, DEFAULT_FLAGS, isPlainObject, readPlainFlags } from './flags';
export { deepFreeze } from './freeze';
export { INERT_FLAGS, inertFlagsSwitchedOn } from './inert-flags';
export {
  bypassesSessionChecks,
  isSessionTimerEnabled,
  LOCAL_SIMULATED_TOKEN_LIFETIME_SECONDS,
  simulatedTokenLifetimeSeconds,
} from './local-development';
export {
  LOCAL_PRESET_FLAGS,
  LOCAL_PRESET_NAVIGATION,
  LOCAL_REGION,
  LOCAL_SANDBOX_ORIGIN,
  presetFlagsFor,
  presetNavigationFor,
} from './local-preset';
export type { TagManagerContainers } from './tag-manager';
export {
  DEFAULT_TAG_MANAGER_CONTAINERS,
  TAG_MANAGER_CONTAINER_ID,
  tagManagerContainerFor,
  tagManagerRegionOf,
} from './tag-manager';
export type { Theme, ThemeDecision } from './theme';
export { resolveTheme, THEMES } from './theme';
