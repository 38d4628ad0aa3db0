/**
 * §5 file upload on the documents page: files checked with core/validation (count, size, types,
 * empty files, total size) as soon as they are picked, an optional description checked for visible
 * text (§5 accessible text: it names the documents in the list), then one upload call. Picked
 * files or a description not yet uploaded hold the customer: leaving the page asks first.
 */
import { useId, useRef, useState } from 'react';
import { uploadDocumentsMutation } from '../../../../core/api';
import {
  type CustomerDocuments,
  DOCUMENT_TITLE_MAX_LENGTH,
  documentLabel,
  documentTitleError,
} from '../../../../core/customer';
import { intlLocaleOf } from '../../../../core/i18n';
import {
  fileUploadHelp,
  formatByteSize,
  uploadAcceptAttribute,
  validateFileUpload,
} from '../../../../core/validation';
import { useLocale, useTranslator } from '../../../app/PortalContext';
import { FormOutcome, formStyles, SubmitButton, TextField } from '../../../components/form/Field';
import { useChange } from '../../../components/form/use-change';
import { UnsavedInputGuard } from '../../../components/leave-guard/UnsavedInputGuard';
import { base64Of } from './file-content';

/** Every message about the picked files, in the page's language. */
function fileMessages(
  files: readonly File[],
  t: ReturnType<typeof useTranslator>['t'],
  intl: string,
): string[] {
  const help = fileUploadHelp();
  const verdict = validateFileUpload(files);
  const messages: string[] = [];
  for (const error of verdict.errors) {
    if (error === 'required') messages.push(t('customerChanges:uploadRequired'));
    if (error === 'tooManyFiles')
      messages.push(t('customerChanges:uploadMaxFiles', { count: help.maxFiles }));
    if (error === 'totalTooLarge')
      messages.push(
        t('customerChanges:uploadTotalTooLarge', { size: formatByteSize(help.maxTotalBytes, intl) }),
      );
  }
  for (const { index, codes } of verdict.fileErrors) {
    const name = files[index]?.name ?? '';
    for (const code of codes) {
      if (code === 'unsupportedType')
        messages.push(t('customerChanges:uploadUnsupportedType', { name, formats: help.formats.join(', ') }));
      if (code === 'emptyFile') messages.push(t('customerChanges:uploadEmptyFile', { name }));
      if (code === 'fileTooLarge')
        messages.push(
          t('customerChanges:uploadTooLarge', { name, size: formatByteSize(help.maxFileBytes, intl) }),
        );
    }
  }
  return messages;
}

/** `onUploaded` gets the list after the upload (the server answers the whole list). */
export function UploadForm(props: {
  readonly customerId: string;
  readonly onUploaded: (documents: CustomerDocuments) => void;
}) {
  const { customerId } = props;
  const locale = useLocale();
  const intl = intlLocaleOf(locale);
  const { t } = useTranslator();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [title, setTitle] = useState('');
  const [tried, setTried] = useState(false);
  const [state, run] = useChange<CustomerDocuments>();
  const [sentCount, setSentCount] = useState(0);
  const help = fileUploadHelp();
  const fileErrors = tried || files.length > 0 ? fileMessages(files, t, intl) : [];
  const titleError = documentTitleError(title);
  const titleMessage = titleError === 'noVisibleText' ? t('customerChanges:uploadTitleNoText') : undefined;
  const uploadedNames =
    state.status === 'done' ? state.value.data.slice(0, sentCount).map((doc) => documentLabel(doc)) : [];
  const describedBy = [`${id}-help`, fileErrors.length > 0 ? `${id}-errors` : ''].filter(Boolean).join(' ');

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('customerChanges:uploadHeading')}</h2>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setTried(true);
          if (!validateFileUpload(files).valid || titleError) return;
          const content = await Promise.all(files.map(base64Of));
          setSentCount(files.length);
          const done = await run(
            uploadDocumentsMutation({
              customer_id: customerId,
              title: title.trim() === '' ? null : title.trim(),
              files: files.map((file, index) => ({
                name: file.name,
                type: file.type,
                size: file.size,
                content: content[index]!,
              })),
            }),
          );
          if (done) {
            props.onUploaded(done);
            setFiles([]);
            setTitle('');
            setTried(false);
            if (input.current) input.current.value = '';
          }
        }}
      >
        <div className={formStyles.field}>
          <label htmlFor={`${id}-files`} className={formStyles.label}>
            {t('customerChanges:uploadFiles')}
          </label>
          <p id={`${id}-help`} className={formStyles.hint}>
            {t('customerChanges:uploadHelp', {
              formats: help.formats.join(', '),
              size: formatByteSize(help.maxTotalBytes, intl),
            })}
          </p>
          <input
            ref={input}
            id={`${id}-files`}
            type="file"
            multiple
            accept={uploadAcceptAttribute()}
            aria-invalid={fileErrors.length > 0 ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => setFiles([...(event.target.files ?? [])])}
          />
          {fileErrors.length > 0 ? (
            <ul id={`${id}-errors`} className={formStyles.fieldError}>
              {fileErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <TextField
          id={`${id}-title`}
          label={t('customerChanges:uploadTitle')}
          hint={t('customerChanges:uploadTitleHint')}
          value={title}
          maxLength={DOCUMENT_TITLE_MAX_LENGTH}
          onChange={setTitle}
          error={titleMessage}
        />
        <FormOutcome
          failed={state.status === 'failed' ? t('customerChanges:uploadFailed') : undefined}
          done={
            state.status === 'done'
              ? t('customerChanges:uploadDone', { names: uploadedNames.join(', ') })
              : undefined
          }
        />
        <SubmitButton
          busy={state.status === 'saving'}
          label={t('customerChanges:uploadSubmit')}
          busyLabel={t('customerChanges:uploading')}
        />
      </form>
      <UnsavedInputGuard when={files.length > 0 || title !== ''} />
    </section>
  );
}
