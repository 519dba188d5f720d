import { MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, get, useFormContext, type Path } from 'react-hook-form';
import type { EditorValues } from './editor-form';
import type { EditorField } from './fields';
import { TemplateField } from './template-field';

/*
 * The inputs of the action forms, bound to `actions.<index>.<key>` of the editor's form.
 * The actions are a union, so their paths are built as strings and typed here once.
 */
export const actionPath = (index: number, key: string) =>
  `actions.${index}.${key}` as Path<EditorValues>;

export function useFieldError(name: Path<EditorValues>): string | undefined {
  const { formState } = useFormContext<EditorValues>();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

/** A template input ("Inserir campo" offers the run's fields and earlier actions' outputs). */
export function TemplateInput({
  index,
  name,
  label,
  fields,
  multiline,
  helper,
  required,
}: {
  index: number;
  name: string;
  label: string;
  fields: readonly EditorField[];
  multiline?: boolean;
  helper?: ReactNode;
  required?: boolean;
}) {
  const { control } = useFormContext<EditorValues>();
  const path = actionPath(index, name);
  const error = useFieldError(path);
  return (
    <Controller
      control={control}
      name={path}
      render={({ field }) => (
        <TemplateField
          label={label}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          fields={fields}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          required={required}
          error={!!error}
          helperText={error ?? helper}
        />
      )}
    />
  );
}

/** A select bound to an action's field; `''` stands for null when `nullable`. */
export function SelectInput({
  index,
  name,
  label,
  options,
  nullable,
  helper,
  required,
  missing,
}: {
  index: number;
  name: string;
  label: string;
  /** The text of a chosen id that is not among the options. */
  missing?: string;
  options: readonly { value: string; label: string }[];
  nullable?: string;
  helper?: ReactNode;
  required?: boolean;
}) {
  const { control } = useFormContext<EditorValues>();
  const path = actionPath(index, name);
  const error = useFieldError(path);
  return (
    <Controller
      control={control}
      name={path}
      render={({ field }) => (
        <TextField
          select
          label={label}
          required={required}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(e) =>
            field.onChange(nullable !== undefined && e.target.value === '' ? null : e.target.value)
          }
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!error}
          helperText={error ?? helper}
          // The null choice ("Pontos pessoais", "Sem categoria") shows as chosen, not as blank.
          slotProps={
            nullable !== undefined
              ? { select: { displayEmpty: true }, inputLabel: { shrink: true } }
              : undefined
          }
          fullWidth
        >
          {nullable !== undefined && <MenuItem value="">{nullable}</MenuItem>}
          {/* A saved id whose record is not loaded (yet, or any more) still shows. */}
          {!!field.value && !options.some((o) => o.value === field.value) && (
            <MenuItem value={field.value as string}>{missing ?? 'Carregando…'}</MenuItem>
          )}
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
