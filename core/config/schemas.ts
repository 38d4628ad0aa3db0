/**
 * core/config's validators, which load zod: off the index, so that a driver reading only the
 * common inputs (the plain readers of decision 152: `readPlainEnvironmentConfig`, `readPlainFlags`)
 * loads no zod at start. On the index they would load with it: portal-cli's bundle (esbuild, split
 * into chunks) gives a command that imports an index the chunks of everything that index
 * re-exports and any other command uses, whether this command uses it or not.
 */
export { parseEnvironmentConfig } from './environment-config-schema';
export { parseFlags } from './flags-schema';
export { englishMessages } from './zod-messages';
