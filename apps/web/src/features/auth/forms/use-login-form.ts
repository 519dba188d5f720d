import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { FieldError, UseFormSetError } from 'react-hook-form';
import { loginRules, type LoginForm } from './login-rules';

type Name = keyof LoginForm;
const names: readonly Name[] = ['email', 'password'];

/**
 * The sign-in form's state without react-hook-form (~15 KB gzip, the largest script of `/`
 * after React, React Router and MUI). It behaves as `useForm` with its defaults did:
 * uncontrolled inputs read at submit, nothing checked before the first submit, then each
 * field again as it changes (which also clears a server message under it), and the first
 * invalid field focused. Every other form of the app keeps react-hook-form.
 */
export function useLoginForm(defaults: LoginForm) {
  const inputs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Partial<Record<Name, FieldError>>>({});

  const valueOf = (name: Name) => inputs.current[name]?.value ?? '';
  const check = (name: Name): FieldError | undefined => {
    const verdict = loginRules[name].validate(valueOf(name));
    return verdict === true ? undefined : { type: 'validate', message: verdict };
  };

  /** The props of one field's input (MUI's `inputRef`, as `muiField(register(name))` gave). */
  const field = (name: Name) => ({
    name,
    defaultValue: defaults[name],
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: () => {
      if (submitted.current) setErrors((current) => ({ ...current, [name]: check(name) }));
    },
  });

  /** The server's message under a field, as react-hook-form's `setError` (applyServerErrors). */
  const setError = useCallback<UseFormSetError<LoginForm>>((name, error, options) => {
    if (!names.includes(name as Name)) return;
    setErrors((current) => ({ ...current, [name]: { type: 'server', ...error } }));
    if (options?.shouldFocus) inputs.current[name as Name]?.focus();
  }, []);

  const handleSubmit = (onValid: (values: LoginForm) => void) => (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const found = Object.fromEntries(names.map((name) => [name, check(name)]));
    setErrors(found);
    const first = names.find((name) => found[name]);
    if (first) inputs.current[first]?.focus();
    else onValid({ email: valueOf('email'), password: valueOf('password') });
  };

  return { field, errors, setError, handleSubmit };
}
