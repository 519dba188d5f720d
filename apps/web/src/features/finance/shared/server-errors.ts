import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { HttpError } from '../../../platform/http';
import { notify } from '../../../platform/toasts';

/**
 * Shows a failed write the way the spec asks: the server's pt-BR `message` as an error
 * toast, and any field it names under that field of the form.
 */
export function reportServerError<T extends FieldValues>(error: unknown, setError?: UseFormSetError<T>): void {
  if (error instanceof HttpError && error.fields && setError)
    for (const [path, message] of Object.entries(error.fields)) setError(path as Path<T>, { message });
  notify.error(error instanceof Error ? error.message : String(error));
}
