/**
 * The locks port in the CLI: in-process locks (core/ports), shared by everything one command runs,
 * e.g. the parallel locales of `check` each have their own session and never contend.
 */
export { createInProcessLocks } from '../../core/ports';
