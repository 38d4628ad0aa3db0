export { DEFAULT_CLIENT_ID, refreshClientId } from './client-id';
export type {
  ConsentDefaultParameters,
  ConsentState,
  ConsentType,
  GtagConsentDefaultCommand,
} from './consent';
export { CONSENT_DEFAULT_REGIONS, consentDefaultCommands } from './consent';
export type { Breakpoint, PortalConstants } from './constants';
export { breakpointPx, PORTAL_CONSTANTS } from './constants';
export type { EnvironmentConfigInput } from './environment-config';
export { environmentConfigInputSchema, parseEnvironmentConfig } from './environment-config';
export type {
  EnvironmentConfig,
  EnvironmentName,
  Region,
  RemoteEnvironmentName,
  RemoteHosts,
} from './environments';
export {
  authHost,
  DEFAULT_REMOTE_HOSTS,
  ENVIRONMENTS,
  environmentHostLabel,
  localEnvironment,
  originOf,
  REGIONS,
  remoteEnvironment,
} from './environments';
export type { FlagName, Flags, FlagsInput } from './flags';
export { ConfigError, configErrorFrom, DEFAULT_FLAGS, flagsSchema, parseFlags } from './flags';
export type { DeepReadonly } from './freeze';
export { deepFreeze } from './freeze';
export type { InertFlagName } from './inert-flags';
export { INERT_FLAGS, inertFlagsSwitchedOn } from './inert-flags';
export {
  bypassesSessionChecks,
  isSessionTimerEnabled,
  LOCAL_SIMULATED_TOKEN_LIFETIME_SECONDS,
  simulatedTokenLifetimeSeconds,
} from './local-development';
export { LOCAL_PRESET_FLAGS, LOCAL_REGION, LOCAL_SANDBOX_ORIGIN, presetFlagsFor } from './local-preset';
export type { TagManagerContainers, TagManagerRegion } from './tag-manager';
export {
  DEFAULT_TAG_MANAGER_CONTAINERS,
  TAG_MANAGER_CONTAINER_ID,
  TAG_MANAGER_REGIONS,
  tagManagerContainerFor,
  tagManagerRegionOf,
} from './tag-manager';
export type { Theme, ThemeDecision, ThemeForcedBy, ThemeInput } from './theme';
export { DEFAULT_THEME, NEW_THEME, NEW_THEME_LOCALES, resolveTheme, THEMES } from './theme';
