/** §2.2 financial information: where the money comes from and the annual income band. */
import { useId, useState } from 'react';
import { updateFinancialInformationMutation } from '../../../core/api';
import {
  ANNUAL_INCOME_CODES,
  type AnnualIncomeCode,
  type FinancialInformationChange,
  incomeBandLabel,
  ORIGINS_OF_FUNDS,
  type OriginOfFunds,
  originOfFundsLabel,
} from '../../../core/customer';
import { useTranslator } from '../../app/PortalContext';
import { ChangeForm } from '../../components/form/ChangeForm';
import { SelectField } from '../../components/form/Field';
import { useChange } from '../../components/form/use-change';
import { ChangeDone } from './ChangeDone';

/** `due`: the source of funds is incomplete; after a save here the outcome stays shown. */
export function FinancialInformationForm(props: {
  readonly bacNumber: string;
  readonly currency: string;
  readonly due: boolean;
}) {
  const translator = useTranslator();
  const { t } = translator;
  const id = useId();
  const [origin, setOrigin] = useState('');
  const [income, setIncome] = useState('');
  const [tried, setTried] = useState(false);
  const [state, run] = useChange<FinancialInformationChange>();
  if (state.status === 'done') return <ChangeDone text={t('customerChanges:financialDone')} />;
  if (!props.due) return null;
  const required = (value: string) => (tried && value === '' ? t('errors:required') : undefined);
  return (
    <ChangeForm
      state={state}
      unsaved={origin !== '' || income !== ''}
      submitLabel={t('customerChanges:financialSubmit')}
      busyLabel={t('customerChanges:saving')}
      failedText={t('customerChanges:failed')}
      onSubmit={() => {
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
        label={t('customerChanges:originField')}
        placeholder={t('customerChanges:choose')}
        value={origin}
        onChange={setOrigin}
        options={ORIGINS_OF_FUNDS.map((value) => ({ value, label: originOfFundsLabel(value, translator) }))}
        error={required(origin)}
      />
      <SelectField
        id={`${id}-income`}
        label={t('customerChanges:incomeField')}
        placeholder={t('customerChanges:choose')}
        value={income}
        onChange={setIncome}
        options={ANNUAL_INCOME_CODES.map((value) => ({
          value,
          label: incomeBandLabel(value, translator, props.currency),
        }))}
        error={required(income)}
      />
    </ChangeForm>
  );
}
