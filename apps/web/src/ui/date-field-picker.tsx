import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';
import type { Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTheme } from '@mui/material';
import { useState } from 'react';
import { dayjs } from '../platform/dates';
import {
  INVALID_DATE_MESSAGE,
  type DateFieldProps,
  type DateKind as Kind,
} from './date-field-types';
import { PickerLocale } from './date-field-locale';

dayjs.extend(customParseFormat);

/*
 * The MUI X pickers behind DateField (about 57 KB gzipped): loaded on the first date field
 * shown, so no area's own chunk carries them (web size budgets, bench/budgets.test.ts).
 */

const valueFormat: Record<Kind, string> = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DDTHH:mm' };
const fieldFormat: Record<Kind, string> = { date: 'DD/MM/YYYY', datetime: 'DD/MM/YYYY HH:mm' };
// The contracts' day schema accepts 1900–2199: a year typed as "26" (0026) is refused here.
const inRange = (d: Dayjs) => d.year() >= 1900 && d.year() <= 2199;

/** A value string as a date: null when empty, undefined when it is not a value (kept as is). */
function parse(value: string, kind: Kind): Dayjs | null | undefined {
  if (!value) return null;
  const date = dayjs(value, valueFormat[kind], true);
  return date.isValid() ? date : undefined;
}

const keyOf = (date: Dayjs | null, kind: Kind) =>
  date === null ? '' : date.isValid() ? date.format(valueFormat[kind]) : '\u0000invalid';

function usePickerValue(kind: Kind, props: DateFieldProps) {
  const { value, onChange, onInvalidChange } = props;
  const [draft, setDraft] = useState<Dayjs | null>(() => parse(value, kind) ?? null);
  const [seen, setSeen] = useState(value);
  const [blurred, setBlurred] = useState(false);
  // A new value from outside (a reset, a realtime update) replaces what is in the field,
  // unless it is what the field already shows.
  if (value !== seen) {
    setSeen(value);
    const next = parse(value, kind);
    if (next !== undefined && keyOf(next, kind) !== keyOf(draft, kind)) setDraft(next);
  }
  const invalid = draft !== null && (!draft.isValid() || !inRange(draft));

  const change = (next: Dayjs | null) => {
    setDraft(next);
    // No comparison with the previous value: keys typed faster than a render would compare
    // with a stale one and drop the day that follows an invalid one.
    const nextInvalid = next !== null && (!next.isValid() || !inRange(next));
    onInvalidChange?.(nextInvalid);
    if (nextInvalid) return;
    setBlurred(false);
    if (props.commit !== 'blur') onChange(keyOf(next, kind));
  };
  // Separate events after the last render: `draft` and `value` are current here.
  const commit = (date: Dayjs | null) => {
    const valid = date === null || (date.isValid() && inRange(date));
    if (props.commit === 'blur' && valid && keyOf(date, kind) !== value)
      onChange(keyOf(date, kind));
  };
  const blur = () => {
    setBlurred(true);
    commit(draft);
    props.onBlur?.();
  };
  // MUI "accepts" every field edit too: only what the open calendar accepts counts here.
  const [open, setOpen] = useState(false);
  const accept = (date: Dayjs | null) => {
    if (open) commit(date);
  };
  const openProps = { onOpen: () => setOpen(true), onClose: () => setOpen(false) };
  return { draft, change, blur, accept, openProps, showInvalid: invalid && blurred };
}

function actionsFor(kind: Kind, variant: string): PickersActionBarAction[] {
  if (variant === 'mobile') return ['clear', 'today', 'cancel', 'accept'];
  return kind === 'date' ? ['clear', 'today'] : ['clear', 'today', 'accept'];
}

// The pop-over calendar (with the date-time picker's hour columns) is 560 px wide: narrower
// screens, touch or not, get the full-screen one.
const DESKTOP = '@media (pointer: fine) and (min-width: 600px)';

/** D S T Q Q S S, as Brazilian calendars print them (pt-br's own minimal names read "2ª"). */
const weekdayInitial = (day: Dayjs) => day.format('ddd').charAt(0).toUpperCase();

export default function PickerField({ kind, ...props }: DateFieldProps & { kind: Kind }) {
  const { draft, change, blur, accept, openProps, showInvalid } = usePickerValue(kind, props);
  const Picker = kind === 'date' ? DatePicker : DateTimePicker;
  const timeProps = kind === 'datetime' ? { ampm: false } : {};
  // The pickers' text field ignores MuiTextField's theme defaults: take the app's variant.
  const variant = useTheme().components?.MuiTextField?.defaultProps?.variant ?? 'outlined';
  return (
    <PickerLocale>
      <Picker
        {...timeProps}
        label={props.label}
        value={draft}
        onChange={change}
        onAccept={accept}
        dayOfWeekFormatter={weekdayInitial}
        desktopModeMediaQuery={DESKTOP}
        {...openProps}
        format={fieldFormat[kind]}
        disabled={props.disabled}
        autoFocus={props.autoFocus}
        name={props.name}
        inputRef={props.inputRef}
        sx={props.sx}
        maxDate={props.maxDate ? (parse(props.maxDate, kind) ?? undefined) : undefined}
        slotProps={{
          textField: {
            variant,
            required: props.required,
            size: props.size,
            fullWidth: props.fullWidth,
            error: showInvalid || !!props.error,
            helperText: showInvalid ? INVALID_DATE_MESSAGE : props.helperText,
            onBlur: blur,
            // The group (role="group") is what assistive technology names the field by.
            slotProps: props.ariaLabel
              ? { input: { 'aria-label': props.ariaLabel, 'aria-labelledby': undefined } }
              : undefined,
          },
          actionBar: ({ pickerVariant }) => ({ actions: actionsFor(kind, pickerVariant) }),
          // "28 de nov", not MUI's English-ordered "nov 28", above the full-screen clock.
          toolbar: kind === 'datetime' ? { toolbarFormat: 'D [de] MMM' } : {},
        }}
      />
    </PickerLocale>
  );
}
