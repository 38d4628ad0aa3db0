/**
 * One product instance of the wealth-management dashboard (§2.3, §3): strategy from the portfolio
 * template (core/products `scenarioOfTemplate`), private-equity amounts, instruments and weights.
 */

import type { Translator } from '../../../core/i18n';
import { intlLocaleOf, type TextKey } from '../../../core/i18n';
import type { Locale } from '../../../core/locale';
import { type ProductInstance, type Scenario, scenarioOfTemplate } from '../../../core/products';
import { DetailList, type DetailRow } from '../../components/detail-list/DetailList';
import { decimal } from '../../components/product-status/money';

type T = Translator['t'];

const SCENARIO_KEYS = {
  conservative: 'portalPages:scenarioConservative',
  balanced: 'portalPages:scenarioBalanced',
  moderate: 'portalPages:scenarioModerate',
  dynamic: 'portalPages:scenarioDynamic',
} as const satisfies Record<Scenario, TextKey>;

function percent(weight: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), { style: 'percent', maximumFractionDigits: 1 }).format(
    weight,
  );
}

export function InvestmentDetails(props: {
  readonly instance: ProductInstance;
  readonly t: T;
  readonly locale: Locale;
}) {
  const { instance, t, locale } = props;
  const scenario = scenarioOfTemplate(instance.instance_template_domain_id);
  const instruments = instance.instruments ?? [];
  const rows: DetailRow[] = [
    [
      t('portalPages:strategy'),
      scenario
        ? t(SCENARIO_KEYS[scenario])
        : instance.product_category === 'ILLIQUID'
          ? t('portalPages:privateEquity')
          : undefined,
    ],
  ];
  if (instance.product_category === 'ILLIQUID') {
    rows.push([t('portalPages:commitment'), decimal(instance.commitmentAmount, locale, instance.currency)]);
    rows.push([
      t('portalPages:paidIn'),
      typeof instance.inflow === 'number' ? decimal(instance.inflow, locale, instance.currency) : undefined,
    ]);
  }
  if (instruments.length > 0)
    rows.push([
      t('portalPages:instruments', { count: instruments.length }),
      instruments.map((item) => `${item.id} (${percent(item.weight, locale)})`).join(', '),
    ]);
  return <DetailList rows={rows} />;
}
