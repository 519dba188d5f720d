import type {
  FieldError,
  FieldValues,
  Path,
  UseFormRegisterReturn,
  UseFormSetError,
} from 'react-hook-form';
import { HttpError } from '../../../platform/http';

/** react-hook-form's `register` for an MUI TextField (its ref belongs on the input). */
export function muiField<N extends string>(registration: UseFormRegisterReturn<N>) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref };
}

export function fieldError(error: FieldError | undefined, helper?: string) {
  return { error: !!error, helperText: error?.message ?? helper };
}

/**
 * Puts the server's field messages (`fields` of a 400) under their fields. Returns the
 * message for the form's alert when no field took it.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
): string | null {
  const message =
    error instanceof Error ? error.message : 'Erro inesperado ao realizar a requisição.';
  if (!(error instanceof HttpError) || !error.fields) return message;
  let placed = false;
  for (const name of names) {
    const text = error.fields[name];
    if (text) {
      setError(name, { type: 'server', message: text }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed ? null : message;
}
