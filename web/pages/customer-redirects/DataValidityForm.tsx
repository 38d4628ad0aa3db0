/** §2.2 cdvc: the customer confirms the data shown; the sandbox (or bank) records the confirmation. */
import { useId, useState } from 'react';
import { confirmDataValidityMutation } from '../../../core/api';
import type { DataValidityAnswer } from '../../../core/customer';
import { useTranslator } from '../../app/PortalContext';
import { ChangeForm } from '../../components/form/ChangeForm';
import { CheckboxField } from '../../components/form/Field';
import { useChange } from '../../components/form/use-change';
import { ChangeDone } from './ChangeDone';

/** `due`: the confirmation is still required; after a confirmation here the outcome stays shown. */
export function DataValidityForm({ bacNumber, due }: { readonly bacNumber: string; readonly due: boolean }) {
  const { t } = useTranslator();
  const id = useId();
  const [checked, setChecked] = useState(false);
  const [tried, setTried] = useState(false);
  const [state, run] = useChange<DataValidityAnswer>();
  if (state.status === 'done') return <ChangeDone text={t('customerChanges:confirmDone')} />;
  if (!due) return null;
  return (
    <ChangeForm
      state={state}
      unsaved={checked}
      submitLabel={t('customerChanges:confirmSubmit')}
      busyLabel={t('customerChanges:saving')}
      failedText={t('customerChanges:failed')}
      onSubmit={() => {
        setTried(true);
        if (checked) void run(confirmDataValidityMutation({ bacNumber }));
      }}
    >
      <CheckboxField
        id={`${id}-confirm`}
        label={t('customerChanges:confirmCheckbox')}
        checked={checked}
        onChange={setChecked}
        error={tried && !checked ? t('customerChanges:confirmRequired') : undefined}
      />
    </ChangeForm>
  );
}
