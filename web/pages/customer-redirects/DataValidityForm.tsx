/** §2.2 cdvc: the customer confirms the data shown; the sandbox (or bank) records the confirmation. */
import { useId, useState } from 'react';
import { confirmDataValidityMutation } from '../../../core/api';
import type { DataValidityAnswer } from '../../../core/customer';
import { dashboardPath } from '../../../core/routes';
import { useLocale, useTranslator } from '../../app/PortalContext';
import { CheckboxField, FormOutcome, formStyles, SubmitButton } from '../../components/form/Field';
import { useChange } from '../../components/form/use-change';
import sections from '../../components/section/Sections.module.css';
import { Link } from '../../routing/router';

/** `due`: the confirmation is still required; after a confirmation here the outcome stays shown. */
export function DataValidityForm({ bacNumber, due }: { readonly bacNumber: string; readonly due: boolean }) {
  const locale = useLocale();
  const { t } = useTranslator();
  const id = useId();
  const [checked, setChecked] = useState(false);
  const [tried, setTried] = useState(false);
  const [state, run] = useChange<DataValidityAnswer>();
  if (state.status === 'done')
    return (
      <FormOutcome
        done={
          <>
            <p>{t('customerChanges:confirmDone')}</p>
            <Link className={sections.link} to={dashboardPath(locale)}>
              {t('customerChanges:continue')}
            </Link>
          </>
        }
      />
    );
  if (!due) return null;
  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
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
      <FormOutcome failed={state.status === 'failed' ? t('customerChanges:failed') : undefined} />
      <SubmitButton
        busy={state.status === 'saving'}
        label={t('customerChanges:confirmSubmit')}
        busyLabel={t('customerChanges:saving')}
      />
    </form>
  );
}
