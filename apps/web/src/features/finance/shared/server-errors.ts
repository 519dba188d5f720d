import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { notify } from '../../../platform/toasts';
import { applyServerErrors } from '../../../ui/form-fields';

/**
 * Shows a failed write the way the spec asks: the server's pt-BR `message` as an error
 * toast, and any field it names under that field of the form.
 */
export function reportServerError<T extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<T>,
): void {
  if (setError) applyServerErrors(error, setError);
  notify.error(error instanceof Error ? error.message : String(error));
}
