/**
 * Labelled form fields with a hint and an error tied to the control by aria-describedby, and
 * aria-invalid while the error shows (accessibility.md: errors in text, never colour alone).
 */
import type { ChangeEvent, ReactNode } from 'react';
import styles from './Form.module.css';

interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** What a text input and a select share: the id, the look, the value and what describes them. */
function controlProps(props: FieldProps & { readonly value: string }) {
  const { id, hint, error } = props;
  return {
    id,
    className: styles.input,
    value: props.value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  } as const;
}

function FieldError({ id, error }: { readonly id: string; readonly error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={styles.fieldError}>
      {error}
    </p>
  ) : null;
}

function Frame({ id, label, hint, error, children }: FieldProps & { readonly children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** @example <TextField id="iban" label="IBAN" value={iban} onChange={setIban} error={ibanError} /> */
export function TextField(
  props: FieldProps & {
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly autoComplete?: string;
    readonly maxLength?: number;
  },
) {
  return (
    <Frame {...props}>
      <input
        {...controlProps(props)}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        onChange={(event: ChangeEvent<HTMLInputElement>) => props.onChange(event.target.value)}
      />
    </Frame>
  );
}

/** A select whose first option asks to choose (value ''). */
export function SelectField(
  props: FieldProps & {
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly placeholder: string;
    readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  },
) {
  return (
    <Frame {...props}>
      <select
        {...controlProps(props)}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => props.onChange(event.target.value)}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField(
  props: Omit<FieldProps, 'hint'> & {
    readonly checked: boolean;
    readonly onChange: (checked: boolean) => void;
  },
) {
  const { id, error } = props;
  return (
    <div className={styles.field}>
      <div className={styles.checkbox}>
        <input
          id={id}
          type="checkbox"
          checked={props.checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => props.onChange(event.target.checked)}
        />
        <label htmlFor={id}>{props.label}</label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * The submit button; while saving it stays focusable and says so (aria-disabled, not disabled, so
 * focus is not lost).
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className={styles.submit} aria-disabled={busy ? true : undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** The outcome of a send: an alert on failure, a status on success. */
export function FormOutcome({ failed, done }: { failed?: string | undefined; done?: ReactNode }) {
  if (failed)
    return (
      <p role="alert" className={styles.alert}>
        {failed}
      </p>
    );
  if (done)
    return (
      <div role="status" className={styles.success}>
        {done}
      </div>
    );
  return null;
}

export { styles as formStyles };
