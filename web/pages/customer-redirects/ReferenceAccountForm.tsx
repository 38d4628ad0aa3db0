/** §2.2 the reference account: IBAN and holder, checked as typed (core/customer), saved in one call. */
import { useId, useState } from 'react';
import { updateReferenceAccountMutation } from '../../../core/api';
import {
  ACCOUNT_HOLDER_MAX_LENGTH,
  type ReferenceAccount,
  type ReferenceAccountFieldError,
  validateReferenceAccountChange,
} from '../../../core/customer';
import { useTranslator } from '../../app/PortalContext';
import { ChangeForm } from '../../components/form/ChangeForm';
import { FormOutcome, TextField } from '../../components/form/Field';
import { useChange } from '../../components/form/use-change';

/** `due`: no IBAN is stored yet; after a save here the outcome stays shown. */
export function ReferenceAccountForm(props: {
  readonly bacNumber: string;
  readonly holder: string;
  readonly due: boolean;
}) {
  const { t } = useTranslator();
  const id = useId();
  const [values, setValues] = useState({ iban: '', accountHolder: props.holder });
  const [tried, setTried] = useState(false);
  const [state, run] = useChange<ReferenceAccount>();
  const errors = validateReferenceAccountChange(values);
  const message = (code: ReferenceAccountFieldError | undefined) =>
    !tried || !code
      ? undefined
      : code === 'required'
        ? t('errors:required')
        : code === 'invalidIban'
          ? t('customerChanges:invalidIban')
          : t('customerChanges:holderTooShort');
  // The page above shows the stored account and the link to the overview once it has an IBAN.
  if (state.status === 'done') return <FormOutcome done={<p>{t('customerChanges:referenceDone')}</p>} />;
  if (!props.due) return null;
  return (
    <ChangeForm
      state={state}
      unsaved={values.iban !== '' || values.accountHolder !== props.holder}
      submitLabel={t('customerChanges:referenceSubmit')}
      busyLabel={t('customerChanges:saving')}
      failedText={t('customerChanges:failed')}
      onSubmit={() => {
        setTried(true);
        if (!errors.iban && !errors.accountHolder)
          void run(updateReferenceAccountMutation({ bacNumber: props.bacNumber, change: values }));
      }}
    >
      <TextField
        id={`${id}-iban`}
        label={t('customerChanges:ibanField')}
        hint={t('customerChanges:ibanHint')}
        value={values.iban}
        maxLength={42}
        onChange={(iban) => setValues((current) => ({ ...current, iban }))}
        error={message(errors.iban)}
      />
      <TextField
        id={`${id}-holder`}
        label={t('customerChanges:holderField')}
        value={values.accountHolder}
        autoComplete="name"
        maxLength={ACCOUNT_HOLDER_MAX_LENGTH}
        onChange={(accountHolder) => setValues((current) => ({ ...current, accountHolder }))}
        error={message(errors.accountHolder)}
      />
    </ChangeForm>
  );
}
