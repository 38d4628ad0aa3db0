/**
 * §5 portfolio name: renames a portfolio. The name is checked as typed with core/validation's rule
 * (1 to 25 letters, digits, umlauts, space, dot, underscore, hyphen) and sent in NFC; the sandbox
 * checks it again. After saving, the customer data loads again, so every page shows the new name.
 */
import { useId, useState } from 'react';
import { renameProductInstanceMutation } from '../../../core/api';
import type { Translator } from '../../../core/i18n';
import type { ProductInstance } from '../../../core/products';
import {
  normalizePortfolioName,
  PORTFOLIO_NAME_MAX_LENGTH,
  type PortfolioNameError,
  validatePortfolioName,
} from '../../../core/validation';
import { useTranslator } from '../../app/PortalContext';
import { ChangeForm } from '../../components/form/ChangeForm';
import { TextField } from '../../components/form/Field';
import { useChange } from '../../components/form/use-change';

function errorText(code: PortfolioNameError, t: Translator['t']): string {
  if (code === 'required') return t('errors:required');
  if (code === 'tooLong')
    return t('productStatus:portfolioNameTooLong', { count: PORTFOLIO_NAME_MAX_LENGTH });
  return t('productStatus:portfolioNameInvalid');
}

export function RenamePortfolioForm({ instance }: { readonly instance: ProductInstance }) {
  const { t } = useTranslator();
  const id = useId();
  const [name, setName] = useState(instance.name ?? '');
  const [touched, setTouched] = useState(false);
  const [state, run] = useChange<ProductInstance>();
  const error = validatePortfolioName(name);
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('productStatus:renameHeading')}</h2>
      <ChangeForm
        state={state}
        unsaved={normalizePortfolioName(name).trim() !== normalizePortfolioName(instance.name ?? '').trim()}
        submitLabel={t('productStatus:renameSubmit')}
        busyLabel={t('productStatus:renameSaving')}
        failedText={t('productStatus:renameFailed')}
        done={
          state.status === 'done'
            ? t('productStatus:renameDone', {
                name: state.value.name ?? normalizePortfolioName(name).trim(),
              })
            : undefined
        }
        onSubmit={() => {
          setTouched(true);
          if (!error)
            void run(
              renameProductInstanceMutation({
                productInstanceId: instance.product_instance_domain_id,
                name: normalizePortfolioName(name).trim(),
              }),
            );
        }}
      >
        <TextField
          id={`${id}-name`}
          label={t('productStatus:renameField')}
          hint={t('productStatus:renameHint')}
          value={name}
          onChange={(value) => {
            setName(value);
            setTouched(true); // §5 style: validate on change, never on mount
          }}
          error={touched && error ? errorText(error, t) : undefined}
        />
      </ChangeForm>
    </section>
  );
}
