import type { CustomField } from '@orbita/contracts';
import { AppError } from '../../../platform/errors';

/**
 * Merges a body's `fieldValues` into the current ones: only the list's numeric fields are
 * accepted (400 naming the unknown key), `null` removes a value.
 */
export function mergeFieldValues(
  fields: readonly CustomField[],
  current: Readonly<Record<string, number>>,
  changes: Readonly<Record<string, number | null>>,
): Record<string, number> {
  const known = new Set(fields.map((f) => f.key));
  const merged: Record<string, number> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (!known.has(key)) {
      const message = `Campo desconhecido: ${key}. Use um campo numérico da lista.`;
      throw AppError.validation(message, { [`fieldValues.${key}`]: message });
    }
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
