import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoginFormAction, LoginFormState } from '.';
import {
  initialLoginFormState,
  isLoginFormValid,
  LOGIN_FIELDS,
  loginFormReducer,
  validateLoginForm,
} from '.';

const empty = { email: '', password: '' };
const both = { email: true, password: true };

describe('login form validation (§5)', () => {
  it('§5 email is required and must be valid; password is required', () => {
    expect(validateLoginForm(empty, both)).toEqual({ email: 'required', password: 'required' });
    expect(validateLoginForm({ email: '   ', password: ' ' }, both)).toEqual({ email: 'required' });
    expect(validateLoginForm({ email: 'anna@', password: 'x' }, both)).toEqual({ email: 'invalidEmail' });
    expect(validateLoginForm({ email: 'anna@bank.example', password: 'x' }, both)).toEqual({});
  });

  it('§5 only touched fields report', () => {
    expect(validateLoginForm(empty, {})).toEqual({});
    expect(validateLoginForm(empty, { password: true })).toEqual({ password: 'required' });
    expect(validateLoginForm({ email: 'x', password: '' }, { email: true, password: false })).toEqual({
      email: 'invalidEmail',
    });
  });

  it('§5 not on mount: the initial state shows no error, even for invalid prefilled values', () => {
    expect(initialLoginFormState().errors).toEqual({});
    expect(initialLoginFormState({ email: 'not-an-email' }).errors).toEqual({});
    expect(initialLoginFormState({ email: 'not-an-email' }).values).toEqual({
      email: 'not-an-email',
      password: '',
    });
  });

  it('§5 on change: the changed field is validated, the other stays quiet', () => {
    let state = initialLoginFormState();
    state = loginFormReducer(state, { type: 'change', field: 'email', value: 'anna' });
    expect(state.errors).toEqual({ email: 'invalidEmail' });
    state = loginFormReducer(state, { type: 'change', field: 'email', value: 'anna@bank.example' });
    expect(state.errors).toEqual({});
    state = loginFormReducer(state, { type: 'change', field: 'password', value: 's' });
    state = loginFormReducer(state, { type: 'change', field: 'password', value: '' });
    expect(state.errors).toEqual({ password: 'required' });
  });

  it('submitting shows every error; reset goes back to the quiet initial state', () => {
    const submitted = loginFormReducer(initialLoginFormState(), { type: 'submit' });
    expect(submitted.errors).toEqual({ email: 'required', password: 'required' });
    expect(loginFormReducer(submitted, { type: 'reset' })).toEqual(initialLoginFormState());
  });

  it('isLoginFormValid ignores touched state', () => {
    expect(isLoginFormValid(empty)).toBe(false);
    expect(isLoginFormValid({ email: 'anna@bank.example', password: 'p' })).toBe(true);
  });

  it('§5 property: after any actions, errors are exactly validateLoginForm of values and touched fields', () => {
    const action: fc.Arbitrary<LoginFormAction> = fc.oneof(
      fc.record({
        type: fc.constant('change' as const),
        field: fc.constantFrom(...LOGIN_FIELDS),
        value: fc.oneof(fc.string(), fc.emailAddress(), fc.constant('')),
      }),
      fc.constant({ type: 'submit' as const }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 8 }), (actions) => {
        const state = actions.reduce<LoginFormState>(loginFormReducer, initialLoginFormState());
        expect(state.errors).toEqual(validateLoginForm(state.values, state.touched));
        for (const field of Object.keys(state.errors)) expect(state.touched[field as 'email']).toBe(true);
        const changed = new Set(actions.flatMap((a) => (a.type === 'change' ? [a.field] : [])));
        if (!actions.some((a) => a.type === 'submit'))
          for (const field of LOGIN_FIELDS) expect(Boolean(state.touched[field])).toBe(changed.has(field));
      }),
    );
  });
});
