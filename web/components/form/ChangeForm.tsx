/**
 * A change form (§5): the caller validates on submit and sends when valid; the form says a failed
 * change above the button that sends it, and the button shows that it is sending. While it holds
 * input that is not saved, leaving the page asks first.
 */
import type { ReactNode } from 'react';
import { UnsavedInputGuard } from '../leave-guard/UnsavedInputGuard';
import { FormOutcome, formStyles, SubmitButton } from './Field';
import type { ChangeState } from './use-change';

export interface ChangeFormProps<T> {
  readonly state: ChangeState<T>;
  /** Every submit: mark the fields tried, and send the change when they are valid. */
  readonly onSubmit: () => void;
  /** What the customer entered differs from what is stored: leaving the page asks first. */
  readonly unsaved: boolean;
  readonly submitLabel: string;
  readonly busyLabel: string;
  /** What a failed change says. */
  readonly failedText: string;
  /** What a done change says, when the form stays after it. */
  readonly done?: ReactNode;
  readonly children: ReactNode;
}

export function ChangeForm<T>(props: ChangeFormProps<T>) {
  return (
    <>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        {props.children}
        <FormOutcome
          failed={props.state.status === 'failed' ? props.failedText : undefined}
          done={props.done}
        />
        <SubmitButton
          busy={props.state.status === 'saving'}
          label={props.submitLabel}
          busyLabel={props.busyLabel}
        />
      </form>
      <UnsavedInputGuard when={props.unsaved} />
    </>
  );
}
