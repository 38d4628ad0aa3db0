/**
 * Whom `login` and `check` log in as: the --email, with its password read as prompt/secrets.ts
 * says; without --email, on the embedded sandbox, its demo persona with the documented local
 * password. A remote environment has no demo persona, so it needs --email.
 */
import type { ResolvedEnvironment } from '../config/environment';
import { CliError } from '../errors';
import { readPassword, type SecretIo, type SecretSource } from '../prompt/secrets';
import { DEMO_PERSONA_EMAIL, SANDBOX_PASSWORD } from '../sandbox/demo-persona';

export interface LoginCredentials {
  readonly email: string;
  readonly password: string;
  /** `sandbox-demo` when no --email was given; the caller says whom it logs in as. */
  readonly source: SecretSource;
}

export async function loginCredentials(
  io: SecretIo,
  environment: Pick<ResolvedEnvironment, 'embedded' | 'name'>,
  options: { readonly email?: string | undefined; readonly passwordStdin?: boolean | undefined },
): Promise<LoginCredentials> {
  const email = options.email?.trim();
  if (email)
    return { email, ...(await readPassword(io, { fromStdin: options.passwordStdin === true, email })) };
  if (!environment.embedded)
    throw new CliError(
      'USAGE',
      `--email is required for the ${environment.name} environment.`,
      'Add --email <address>.',
    );
  return { email: DEMO_PERSONA_EMAIL, password: SANDBOX_PASSWORD, source: 'sandbox-demo' };
}
