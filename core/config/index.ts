export type { FlagName, Flags, FlagsInput } from './flags';
export { ConfigError, configErrorFrom, DEFAULT_FLAGS, flagsSchema, parseFlags } from './flags';
