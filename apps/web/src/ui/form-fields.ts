import type {
  FieldError,
  FieldValues,
  Path,
  UseFormRegisterReturn,
  UseFormSetError,
} from 'react-hook-form';
import { HttpError, NO_RESPONSE_MESSAGE } from '../platform/http';

/** react-hook-form's `register` for an MUI TextField (its ref belongs on the input). */
export function muiField<N extends string>(registration: UseFormRegisterReturn<N>) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref };
}

export function fieldError(error: FieldError | undefined, helper?: string) {
  return { error: !!error, helperText: error?.message ?? helper };
}

/**
 * Puts the server's field messages (`fields` of a 400) under their fields — only `names`
 * when given, else every field it names — focusing the first. Returns the message for the
 * form's alert when no field took it, null when one did.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names?: readonly Path<T>[],
): string | null {
  const message = error instanceof Error ? error.message : NO_RESPONSE_MESSAGE;
  if (!(error instanceof HttpError) || !error.fields) return message;
  let placed = false;
  for (const [name, text] of Object.entries(error.fields)) {
    if (!text || (names && !names.includes(name as Path<T>))) continue;
    setError(name as Path<T>, { type: 'server', message: text }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? null : message;
}
