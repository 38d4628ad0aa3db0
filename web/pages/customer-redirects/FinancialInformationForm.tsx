/** §2.2 financial information: where the money comes from and the annual income band. */
import { useId, useState } from 'react';
import { updateFinancialInformationMutation } from '../../../core/api';
import {
  ANNUAL_INCOME_CODES,
  type AnnualIncomeCode,
  type CustomerChangeTexts,
  customerChangeTexts,
  type FinancialInformationChange,
  ORIGINS_OF_FUNDS,
  type OriginOfFunds,
} from '../../../core/customer';
import { formatMoney } from '../../../core/i18n';
import type { Locale } from '../../../core/locale';
import { fillText } from '../../../core/products';
import { dashboardPath } from '../../../core/routes';
import { useLocale, useTranslator } from '../../app/PortalContext';
import { FormOutcome, formStyles, SelectField, SubmitButton } from '../../components/form/Field';
import { useChange } from '../../components/form/use-change';
import { Link } from '../../routing/router';
import sections from '../shared/Sections.module.css';

/** The band limits of each income code, in whole units of the customer's currency. */
const BANDS: Record<AnnualIncomeCode, readonly [number | null, number | null]> = {
  INCOME_UNDER_25K: [null, 25_000],
  INCOME_25K_50K: [25_000, 50_000],
  INCOME_50K_100K: [50_000, 100_000],
  INCOME_100K_250K: [100_000, 250_000],
  INCOME_OVER_250K: [250_000, null],
};

/** "£25,000 to £50,000": the band in the page's locale and the customer's currency. */
export function incomeBandLabel(
  code: AnnualIncomeCode,
  texts: CustomerChangeTexts,
  locale: Locale,
  currency: string,
) {
  const amount = (value: number) => formatMoney(value, locale, currency).replace(/[.,]00(?=\D*$)/, ''); // whole amounts: no ",00"
  const [from, to] = BANDS[code];
  if (from === null) return fillText(texts.form.incomeUnder, { amount: amount(to ?? 0) });
  if (to === null) return fillText(texts.form.incomeOver, { amount: amount(from) });
  return fillText(texts.form.incomeRange, { from: amount(from), to: amount(to) });
}

/** `due`: the source of funds is incomplete; after a save here the outcome stays shown. */
export function FinancialInformationForm(props: {
  readonly bacNumber: string;
  readonly currency: string;
  readonly due: boolean;
}) {
  const locale = useLocale();
  const { t } = useTranslator();
  const texts = customerChangeTexts(locale);
  const { form } = texts;
  const id = useId();
  const [origin, setOrigin] = useState('');
  const [income, setIncome] = useState('');
  const [tried, setTried] = useState(false);
  const [state, run] = useChange<FinancialInformationChange>();
  if (state.status === 'done')
    return (
      <FormOutcome
        done={
          <>
            <p>{form.financialDone}</p>
            <Link className={sections.link} to={dashboardPath(locale)}>
              {form.continue}
            </Link>
          </>
        }
      />
    );
  if (!props.due) return null;
  const required = (value: string) => (tried && value === '' ? t('errors:required') : undefined);
  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (origin && income)
          void run(
            updateFinancialInformationMutation({
              bacNumber: props.bacNumber,
              change: {
                sourceOfFunds: {
                  originOfFunds: origin as OriginOfFunds,
                  annualIncome: { code: income as AnnualIncomeCode },
                },
              },
            }),
          );
      }}
    >
      <SelectField
        id={`${id}-origin`}
        label={form.originField}
        placeholder={form.choose}
        value={origin}
        onChange={setOrigin}
        options={ORIGINS_OF_FUNDS.map((value) => ({ value, label: texts.origin[value] }))}
        error={required(origin)}
      />
      <SelectField
        id={`${id}-income`}
        label={form.incomeField}
        placeholder={form.choose}
        value={income}
        onChange={setIncome}
        options={ANNUAL_INCOME_CODES.map((value) => ({
          value,
          label: incomeBandLabel(value, texts, locale, props.currency),
        }))}
        error={required(income)}
      />
      <FormOutcome failed={state.status === 'failed' ? form.failed : undefined} />
      <SubmitButton busy={state.status === 'saving'} label={form.financialSubmit} busyLabel={form.saving} />
    </form>
  );
}
