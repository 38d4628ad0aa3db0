/**
 * core/config's validators, which load zod: off the index, so that a driver reading only the
 * common inputs (the plain readers of decision 152: `readPlainEnvironmentConfig`, `readPlainFlags`)
 * loads no zod at start. esbuild keeps every module an index re-exports that runs code when it
 * loads (a schema built at module level, zod's locale), whether or not the importer uses it, so
 * these cannot sit on the index beside the plain readers.
 */
export { parseEnvironmentConfig } from './environment-config-schema';
export { parseFlags } from './flags-schema';
export { englishMessages } from './zod-messages';
