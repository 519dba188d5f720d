import { TextField } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { DateFieldProps, DateKind } from './date-field-types';

// The shared types live in their own file: the lazily loaded picker needs them, and importing
// them from here would make a cycle (this file lazy-imports the picker).
export { INVALID_DATE_MESSAGE, type DateFieldProps, type DateKind } from './date-field-types';

const Picker = lazy(() => import('./date-field-picker'));

/** `2026-12-31T18:00` → `31/12/2026 18:00`, without dayjs (the fallback loads nothing). */
const shown = (value: string) =>
  value
    ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)} ${value.slice(11, 16)}`.trim()
    : '';

/** What stands in the field's place for the moment the pickers take to arrive. */
function Waiting({ kind, ...props }: DateFieldProps & { kind: DateKind }) {
  return (
    <TextField
      label={props.label || undefined}
      value={shown(props.value)}
      placeholder={kind === 'date' ? 'dd/mm/aaaa' : 'dd/mm/aaaa hh:mm'}
      required={props.required}
      disabled={props.disabled}
      error={props.error}
      helperText={props.helperText}
      size={props.size}
      fullWidth={props.fullWidth}
      sx={props.sx}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { readOnly: true, 'aria-busy': true, 'aria-label': props.ariaLabel },
      }}
    />
  );
}

function Field(props: DateFieldProps & { kind: DateKind }) {
  return (
    <Suspense fallback={<Waiting {...props} />}>
      <Picker {...props} />
    </Suspense>
  );
}

/** A day, `YYYY-MM-DD` ('' when empty), typed or picked as dd/mm/aaaa. */
export function DateField(props: DateFieldProps) {
  return <Field kind="date" {...props} />;
}

/** A wall-clock date-time, `YYYY-MM-DDTHH:mm` ('' when empty), as dd/mm/aaaa hh:mm (24 h). */
export function DateTimeField(props: DateFieldProps) {
  return <Field kind="datetime" {...props} />;
}
