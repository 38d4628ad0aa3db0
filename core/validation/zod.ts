/**
 * zod as core and the drivers build their schemas: the functional API (`zod/mini`), whose schemas
 * carry no methods, so building one at module load costs a fraction of the classic API's (decision
 * 166). zod/mini sets no messages of its own (every issue would read "Invalid input"); the English
 * ones the classic API sets on first use are set here, unless a locale was chosen already, so the
 * errors that name a bad key say what is wrong with it.
 */
import * as z from 'zod/mini';

if (!z.config().localeError) z.config(z.locales.en());

export { z };
