/** A customer change that is done (§2.2): what was saved, and the way on to the overview. */
import { dashboardPath } from '../../../core/routes';
import { useLocale, useTranslator } from '../../app/PortalContext';
import { FormOutcome } from '../../components/form/Field';
import sections from '../../components/section/Sections.module.css';
import { Link } from '../../routing/router';

export function ChangeDone({ text }: { readonly text: string }) {
  const locale = useLocale();
  const { t } = useTranslator();
  return (
    <FormOutcome
      done={
        <>
          <p>{text}</p>
          <Link className={sections.link} to={dashboardPath(locale)}>
            {t('customerChanges:continue')}
          </Link>
        </>
      }
    />
  );
}
