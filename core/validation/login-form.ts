/**
 * §5 login form validation: email required and a valid address, password required; validation
 * runs on change, not on mount. A field shows its error only once it has been changed (or the form
 * submitted), so an empty form on first render shows nothing. Errors are codes; the texts are
 * translated elsewhere.
 *
 * `loginFormReducer` carries values, touched fields and errors, so a driver that feeds it change
 * and submit actions gets "not on mount" for free (React `useReducer`, an Ink state, a test).
 */
import { isValidEmail } from './email';

export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginFormValues = Readonly<Record<LoginField, string>>;
export type LoginFormTouched = Readonly<Partial<Record<LoginField, boolean>>>;
export type LoginFieldError = 'required' | 'invalidEmail';
export type LoginFormErrors = Readonly<Partial<Record<LoginField, LoginFieldError>>>;

function fieldError(field: LoginField, value: string): LoginFieldError | undefined {
  if (field === 'email') {
    if (value.trim() === '') return 'required';
    return isValidEmail(value) ? undefined : 'invalidEmail';
  }
  // A password is taken as typed: spaces are characters, only the empty string is missing.
  return value === '' ? 'required' : undefined;
}

/**
 * §5: the error of each touched field. Untouched fields never report, whatever their value.
 * @example validateLoginForm({ email: 'anna@', password: '' }, { email: true })
 *   // { email: 'invalidEmail' }
 */
export function validateLoginForm(values: LoginFormValues, touched: LoginFormTouched): LoginFormErrors {
  const errors: Partial<Record<LoginField, LoginFieldError>> = {};
  for (const field of LOGIN_FIELDS) {
    if (!touched[field]) continue;
    const error = fieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * Whether the form may be submitted, regardless of what has been touched.
 * @example isLoginFormValid({ email: 'anna@bank.example', password: 'x' }) // true
 */
export function isLoginFormValid(values: LoginFormValues): boolean {
  return LOGIN_FIELDS.every((field) => fieldError(field, values[field]) === undefined);
}

export interface LoginFormState {
  readonly values: LoginFormValues;
  readonly touched: LoginFormTouched;
  readonly errors: LoginFormErrors;
}

export type LoginFormAction =
  | { readonly type: 'change'; readonly field: LoginField; readonly value: string }
  /** Shows every field's error, so pressing "log in" on an empty form explains why nothing happens. */
  | { readonly type: 'submit' }
  | { readonly type: 'reset'; readonly values?: Partial<LoginFormValues> };

/**
 * The state on mount: no field touched, no error shown, even for prefilled values.
 * @example initialLoginFormState({ email: 'anna@bank.example' }).errors // {}
 */
export function initialLoginFormState(values: Partial<LoginFormValues> = {}): LoginFormState {
  return { values: { email: '', password: '', ...values }, touched: {}, errors: {} };
}

/**
 * §5: on change the field becomes touched and is validated; on submit every field is.
 * @example
 * let state = initialLoginFormState();
 * state = loginFormReducer(state, { type: 'change', field: 'email', value: 'anna' });
 * state.errors // { email: 'invalidEmail' }
 */
export function loginFormReducer(state: LoginFormState, action: LoginFormAction): LoginFormState {
  switch (action.type) {
    case 'change': {
      const values = { ...state.values, [action.field]: action.value };
      const touched = { ...state.touched, [action.field]: true };
      return { values, touched, errors: validateLoginForm(values, touched) };
    }
    case 'submit': {
      const touched = { email: true, password: true };
      return { values: state.values, touched, errors: validateLoginForm(state.values, touched) };
    }
    case 'reset':
      return initialLoginFormState(action.values);
  }
}
