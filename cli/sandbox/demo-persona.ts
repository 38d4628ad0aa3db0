/**
 * The sandbox's demo persona and its documented local password (fixtures/README.md), for
 * `portal-cli login` without `--email` against the embedded sandbox. The password is the
 * fixtures' own constant (a module of constants only, so the sandbox itself is not loaded); a test
 * checks the email against the persona registry.
 */
export { SANDBOX_PASSWORD } from '../../fixtures/personas/types';

export const DEMO_PERSONA_EMAIL = 'demo@sandbox.local';
