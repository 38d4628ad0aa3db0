/**
 * `portal-cli redirect`: the customer redirect (§2.2, §4) the stored session's customer has, and
 * completing it as the portal's forms do (docs/decisions/110, 136). Without options it shows which
 * redirect core's rules require, its page, what is recorded and how to complete it; with the
 * options of that redirect it sends core's change (`ApiClient.send`), loads the customer again and
 * shows what the portal would require now:
 *   --confirm                      data validity (cdvc)
 *   --iban IBAN [--holder NAME]    reference account (holder default: the customer's name, as the form)
 *   --origin CODE --income CODE    financial information
 */
import {
  type ApiMutation,
  confirmDataValidityMutation,
  isApiError,
  updateFinancialInformationMutation,
  updateReferenceAccountMutation,
} from '../../core/api';
import {
  ANNUAL_INCOME_CODES,
  type Customer,
  mainCustomerView,
  ORIGINS_OF_FUNDS,
  type ReferenceAccountFieldError,
  validateReferenceAccountChange,
} from '../../core/customer';
import { createTranslator, type Translator } from '../../core/i18n';
import type { CustomerRedirectReason } from '../../core/redirects';
import { type CommandRun, parseLocaleOption } from '../context';
import { CliError } from '../errors';
import { cliCodeFor } from '../exit-code-for';
import { EXIT } from '../exit-codes';
import type { Output } from '../output/output';
import {
  type FinancialChoices,
  financialChoices,
  type RedirectReport,
  redirectReport,
} from '../portal/customer-redirect-report';
import { loadSessionCustomerData } from '../portal/customer-summary';
import { loadTexts } from '../portal/load-texts';
import { sessionCustomer } from './session-customer';

export interface RedirectOptions {
  readonly locale?: string;
  readonly confirm?: boolean;
  readonly iban?: string;
  readonly holder?: string;
  readonly origin?: string;
  readonly income?: string;
}

/** The options that complete each redirect, as the operator types them. */
const COMPLETING_OPTIONS: Readonly<Record<CustomerRedirectReason, string>> = {
  dataValidity: '--confirm',
  referenceAccount: '--iban <IBAN> [--holder <name>]',
  financialInformation: '--origin <code> --income <code>',
};

/**
 * Which redirect the given options complete; undefined when they only ask to see it.
 * @example requestedCompletion({ iban: 'DE89…' }) // 'referenceAccount'
 * @throws CliError USAGE for options of two redirects at once
 */
export function requestedCompletion(options: RedirectOptions): CustomerRedirectReason | undefined {
  const asked: CustomerRedirectReason[] = [];
  if (options.confirm) asked.push('dataValidity');
  if (options.iban !== undefined || options.holder !== undefined) asked.push('referenceAccount');
  if (options.origin !== undefined || options.income !== undefined) asked.push('financialInformation');
  if (asked.length > 1)
    throw new CliError(
      'USAGE',
      `${asked.map((reason) => COMPLETING_OPTIONS[reason]).join(' and ')} complete different redirects; a customer has one at a time.`,
      'Run `portal-cli redirect` to see which one is due, then give only its options.',
    );
  return asked[0];
}

/** One of a list of codes, typed in any case; a usage error naming the choices otherwise. */
function codeOption<C extends string>(name: string, value: string | undefined, codes: readonly C[]): C {
  const code = value?.trim().toUpperCase();
  const found = codes.find((candidate) => candidate === code);
  if (found) return found;
  throw new CliError(
    'USAGE',
    value === undefined ? `${name} is missing.` : `${name} "${value}" is not one of the codes.`,
    `Use one of: ${codes.join(', ')} (\`portal-cli redirect\` shows them with the portal's words).`,
  );
}

function referenceAccountMessage(code: ReferenceAccountFieldError, { t }: Translator): string {
  if (code === 'required') return t('errors:required');
  if (code === 'invalidIban') return t('customerChanges:invalidIban');
  return t('customerChanges:holderTooShort');
}

/** The change that completes `reason`, checked as the portal's form checks it. */
function changeFor(
  reason: CustomerRedirectReason,
  options: RedirectOptions,
  customer: Customer,
  translator: Translator,
): ApiMutation<unknown> {
  const bacNumber = customer.id;
  if (reason === 'dataValidity') return confirmDataValidityMutation({ bacNumber });
  if (reason === 'financialInformation')
    return updateFinancialInformationMutation({
      bacNumber,
      change: {
        sourceOfFunds: {
          originOfFunds: codeOption('--origin', options.origin, ORIGINS_OF_FUNDS),
          annualIncome: { code: codeOption('--income', options.income, ANNUAL_INCOME_CODES) },
        },
      },
    });
  const change = {
    iban: options.iban ?? '',
    accountHolder: options.holder ?? mainCustomerView(customer).displayName,
  };
  const errors = validateReferenceAccountChange(change);
  const [field, code] = errors.iban
    ? (['--iban', errors.iban] as const)
    : errors.accountHolder
      ? (['--holder', errors.accountHolder] as const)
      : [];
  if (field && code)
    throw new CliError(
      'USAGE',
      `${field} ${JSON.stringify(field === '--iban' ? change.iban : change.accountHolder)} is refused: "${referenceAccountMessage(code, translator)}" (${code}).`,
      field === '--iban'
        ? 'Give an IBAN with valid check digits, e.g. --iban "DE89 3704 0044 0532 0130 00".'
        : 'Give the account holder’s full name with --holder.',
    );
  return updateReferenceAccountMutation({ bacNumber, change });
}

/** The portal's words after a successful change. */
function doneText(reason: CustomerRedirectReason, { t }: Translator): string {
  if (reason === 'dataValidity') return t('customerChanges:confirmDone');
  if (reason === 'referenceAccount') return t('customerChanges:referenceDone');
  return t('customerChanges:financialDone');
}

async function send(mutation: ApiMutation<unknown>, sender: { send<T>(m: ApiMutation<T>): Promise<T> }) {
  try {
    return await sender.send(mutation);
  } catch (error) {
    if (!isApiError(error)) throw error;
    throw new CliError(
      cliCodeFor(error.code),
      `The change was not saved (${error.code}${error.status ? `, HTTP ${error.status}` : ''}): ${error.message}`,
      'Nothing changed. Check the session with `portal-cli session`, then run again.',
    );
  }
}

function printReport(output: Output, report: RedirectReport, choices: FinancialChoices | undefined): void {
  const { style } = output;
  const { recorded } = report;
  if (!report.due)
    output.line(`${style.green('✓')} No customer redirect is due: the portal opens the overview.`);
  else
    output.line(
      `${style.yellow('!')} Customer redirect due: ${style.bold(report.due.reason)}  ${report.due.path}  (${report.due.title})`,
    );
  output.line(`  Reference account  ${recorded.referenceAccountIban ?? '(no IBAN)'}`);
  output.line(
    `  Source of funds    ${recorded.originOfFunds ?? '(none)'}, annual income ${recorded.annualIncome ?? '(none)'}`,
  );
  output.line(`  Data validity      ${recorded.dataValidity ?? '(none)'}`);
  if (!report.due) return;
  output.line(`  Complete it with   portal-cli redirect ${COMPLETING_OPTIONS[report.due.reason]}`);
  if (!choices) return;
  output.line(`  --origin`);
  for (const { code, label } of choices.origins) output.line(`    ${code.padEnd(18)}${label}`);
  output.line(`  --income (${choices.currency})`);
  for (const { code, label } of choices.incomes) output.line(`    ${code.padEnd(18)}${label}`);
}

export const redirectCommand: CommandRun<RedirectOptions> = async (context, options) => {
  const { output } = context;
  const environment = await context.environment();
  const requested = options.locale === undefined ? undefined : parseLocaleOption(options.locale);
  const completing = requestedCompletion(options);
  const session = await sessionCustomer(context, {
    locale: requested,
    purpose: 'to find the customer redirect of',
    loginHint: 'Log in first, e.g. PORTAL_PASSWORD=… portal-cli login --email expired@sandbox.local',
  });
  const { portal, customerNumber } = session;
  await loadTexts(portal.locale);
  const translator = createTranslator(portal.locale);
  const before = redirectReport(session.customer, translator);
  const account =
    session.data.preferredAccount.status === 'loaded' ? session.data.preferredAccount.value : undefined;
  const choicesOf = (report: RedirectReport, customer: Customer) =>
    report.due?.reason === 'financialInformation'
      ? financialChoices(customer, account, translator)
      : undefined;
  const where = `${environment.name} (${environment.region})`;
  /** What every --json document of this command starts with. */
  const documentHead = {
    ok: true,
    command: 'redirect',
    environment: environment.name,
    region: environment.region,
    locale: portal.locale,
    customerNumber,
  } as const;

  if (!completing) {
    const choices = choicesOf(before, session.customer);
    if (output.json)
      output.document({
        ...documentHead,
        ...before,
        completeWith: before.due ? COMPLETING_OPTIONS[before.due.reason] : null,
        ...(choices ? { choices } : {}),
      });
    else {
      output.line(`Customer ${output.style.bold(customerNumber)} on ${where}, ${portal.locale}:`);
      printReport(output, before, choices);
    }
    return EXIT.ok;
  }

  if (before.due?.reason !== completing)
    throw new CliError(
      'REDIRECT_NOT_DUE',
      before.due
        ? `Customer ${customerNumber} has the ${before.due.reason} redirect due, not ${completing}; ${COMPLETING_OPTIONS[completing]} does not apply.`
        : `Customer ${customerNumber} has no customer redirect due; there is nothing to complete.`,
      before.due
        ? `Complete it with: portal-cli redirect ${COMPLETING_OPTIONS[before.due.reason]}`
        : 'Run `portal-cli redirect` to see the recorded details.',
    );
  const answer = await send(changeFor(completing, options, session.customer, translator), portal.api);
  // The change dropped the cached customer; this reads it again, as the web's reload does.
  const reloaded = await loadSessionCustomerData(portal);
  if (reloaded?.customer.status !== 'loaded')
    throw new CliError(
      reloaded?.customer.status === 'failed' ? cliCodeFor(reloaded.customer.error.code) : 'SESSION_ENDED',
      'The change was saved, but the customer could not be loaded again to show what is due now.',
      'Run `portal-cli redirect` again.',
    );
  const after = redirectReport(reloaded.customer.value, translator);
  const done = doneText(completing, translator);
  if (output.json) {
    output.document({
      ...documentHead,
      completed: { reason: completing, message: done, answer },
      ...after,
    });
    return EXIT.ok;
  }
  output.line(
    `${output.style.green('✓')} Completed ${completing} for customer ${customerNumber} on ${where}: ${done}`,
  );
  printReport(output, after, choicesOf(after, reloaded.customer.value));
  return EXIT.ok;
};
