import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import type { DateFieldProps } from './date-field';
import { DateField, DateTimeField } from './date-field';

/**
 * A value no date schema accepts: what the form holds while its field shows an impossible or
 * half-typed date, so submitting is refused (the field itself says "Data inválida") instead
 * of saving the previous day or none.
 */
export const INVALID_DATE_VALUE = 'data-inválida';

type FormDateFieldProps<T extends FieldValues> = Omit<
  DateFieldProps,
  'value' | 'onChange' | 'onBlur' | 'onInvalidChange' | 'inputRef' | 'name' | 'error'
> & { control: Control<T>; name: FieldPath<T> };

function useFormDate<T extends FieldValues>({ control, name, ...rest }: FormDateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return {
    ...rest,
    name: field.name,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: (value: string) => field.onChange(value),
    onInvalidChange: (invalid: boolean) => {
      if (invalid) field.onChange(INVALID_DATE_VALUE);
    },
    onBlur: field.onBlur,
    inputRef: field.ref,
    disabled: rest.disabled ?? field.disabled,
    error: !!fieldState.error,
    helperText: fieldState.error?.message ?? rest.helperText,
  } satisfies DateFieldProps;
}

/** `DateField` bound to a react-hook-form field holding `YYYY-MM-DD` (or ''). */
export function FormDateField<T extends FieldValues>(props: FormDateFieldProps<T>) {
  return <DateField {...useFormDate(props)} />;
}

/** `DateTimeField` bound to a react-hook-form field holding `YYYY-MM-DDTHH:mm` (or ''). */
export function FormDateTimeField<T extends FieldValues>(props: FormDateFieldProps<T>) {
  return <DateTimeField {...useFormDate(props)} />;
}
