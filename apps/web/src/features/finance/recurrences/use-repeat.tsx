import type { Entry } from '@orbita/contracts/finance';
import { useState } from 'react';
import type { EntryFormOutput } from '../entries/entry-form';
import { recurrencesApi } from './recurrences-api';
import {
  RecurrenceFields,
  repeatBody,
  repeatDefaults,
  type RepeatErrors,
  type RepeatValue,
} from './recurrence-fields';

/**
 * "Repetir" in the new-entry dialog: its fields, and the create call that replaces the
 * entry's own when it is on (a refused schedule shows its errors and sends nothing).
 */
export function useRepeat() {
  const [value, setValue] = useState<RepeatValue>(repeatDefaults);
  const [errors, setErrors] = useState<RepeatErrors>({});
  const fields = (
    <RecurrenceFields
      value={value}
      onChange={(next) => {
        setValue(next);
        setErrors({});
      }}
      errors={errors}
    />
  );
  /** The schedule is valid (or off); otherwise its errors show. */
  const check = (): boolean => {
    if (!value.enabled) return true;
    const built = repeatBody(value);
    if (!built.ok) setErrors(built.errors);
    return built.ok;
  };
  const create = async (entry: EntryFormOutput): Promise<{ items: Entry[] }> => {
    const built = repeatBody(value);
    if (!built.ok) throw new Error('repetição inválida');
    const { installments: _i, ...fields } = entry;
    return recurrencesApi.create({ ...fields, ...built.body });
  };
  return { on: value.enabled, fields, check, create };
}
