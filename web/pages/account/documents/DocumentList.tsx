/** The customer's uploaded documents, newest first: name (description or file name), size and date. */
import { type CustomerDocument, documentLabel } from '../../../../core/customer';
import { formatDate, intlLocaleOf } from '../../../../core/i18n';
import { formatByteSize } from '../../../../core/validation';
import { useLocale, useTranslator } from '../../../app/PortalContext';
import styles from '../../../components/section/Sections.module.css';
import { EmptyState } from '../../../components/states/EmptyState';

export function DocumentList({ documents }: { readonly documents: readonly CustomerDocument[] }) {
  const locale = useLocale();
  const intl = intlLocaleOf(locale);
  const { t } = useTranslator();
  return (
    <section aria-labelledby="uploaded-documents">
      <h2 id="uploaded-documents">{t('customerChanges:documentsHeading')}</h2>
      {documents.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={styles.grid}>
          {documents.map((document) => (
            <li key={document.id} className={styles.card}>
              <h3 className={styles.cardTitle}>{documentLabel(document)}</h3>
              <p className={styles.muted}>
                {document.name} · {formatByteSize(document.size, intl)} ·{' '}
                {formatDate(document.uploaded_at, locale)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
