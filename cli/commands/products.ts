/**
 * `portal-cli products`: the stored session's customer's product instances with their states, as
 * the dashboard shows them (§4, §8): the instance state, the managed-portfolio marking,
 * the savings plan, orders in progress, rejected orders with their rule violations, and what
 * blocks a new order, in the `--locale` language (default the session's). Loaded through core's
 * API client with the session stack (session-customer.ts).
 */
import { createTranslator } from '../../core/i18n';
import { type CommandRun, parseLocaleOption } from '../context';
import { CliError } from '../errors';
import { cliCodeFor } from '../exit-code-for';
import { EXIT } from '../exit-codes';
import { loadTexts } from '../portal/load-texts';
import { type ProductReport, productReport, TONE_MARKS } from '../portal/product-report';
import { sessionCustomer } from './session-customer';

export interface ProductsOptions {
  readonly locale?: string;
}

export const productsCommand: CommandRun<ProductsOptions> = async (context, options) => {
  const { output } = context;
  const environment = await context.environment();
  const requested = options.locale === undefined ? undefined : parseLocaleOption(options.locale);
  const { portal, data, customerNumber } = await sessionCustomer(context, {
    locale: requested,
    purpose: 'to list the products of',
    loginHint: 'Log in first: portal-cli login --locale de-de',
  });
  const locale = portal.locale;
  await loadTexts(locale);
  const part = data.productInstances;
  if (part.status === 'failed')
    throw new CliError(
      cliCodeFor(part.error.code),
      `The customer's products could not be loaded (${part.error.code}).`,
      'Check the session with `portal-cli session`, or run again later.',
    );
  const translator = createTranslator(locale);
  const products: ProductReport[] =
    part.status === 'loaded' ? part.value.map((instance) => productReport(instance, translator)) : [];
  const skipped = part.status === 'skipped' ? part.reason : null;
  if (output.json) {
    output.document({
      ok: true,
      command: 'products',
      environment: environment.name,
      region: environment.region,
      locale,
      customerNumber,
      ...(skipped ? { skipped } : {}),
      products,
    });
    return EXIT.ok;
  }
  const { style } = output;
  output.line(
    `Products of customer ${style.bold(customerNumber)} on ${environment.name} (${environment.region}), ${locale}: ${products.length} product instance${products.length === 1 ? '' : 's'}${skipped ? ` (not loaded: ${skipped})` : ''}`,
  );
  const toneStyle = { done: style.green, pending: style.yellow, problem: style.red, neutral: style.dim };
  for (const product of products) {
    output.line('');
    const tag = product.managedPortfolioText ? `  [${product.managedPortfolioText}]` : '';
    output.line(
      `  ${style.bold(product.name)}  ${product.id}  ${product.template ?? product.category}  ${product.stateText}${tag}`,
    );
    for (const line of product.lines)
      output.line(`    ${toneStyle[line.tone](TONE_MARKS[line.tone])} ${line.toneText}: ${line.text}`);
  }
  return EXIT.ok;
};
