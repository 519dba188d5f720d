import type { ReactNode, Ref } from 'react';
import type { SxProps, Theme } from '@mui/material';

export const INVALID_DATE_MESSAGE = 'Data inválida';

/**
 * The one date and date-time field (issue 17): pt-BR (dd/mm/aaaa, 24 h) typed or picked,
 * whatever the browser's locale. Values keep the strings the native inputs gave, so no form
 * and no server changes: `YYYY-MM-DD` for a day, `YYYY-MM-DDTHH:mm` (a wall clock, as
 * `datetime-local`) for a date-time; '' when empty.
 *
 * `onChange` only ever receives '' or a complete, valid value: a half-typed or impossible
 * date (31/02) stays in the field, marked "Data inválida" once the field loses focus, and is
 * reported through `onInvalidChange` — screens that save on change never save it.
 */
export interface DateFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onInvalidChange?: (invalid: boolean) => void;
  /**
   * 'blur' hands the value out once, when the field is left or the calendar accepts it —
   * for screens that save each change, so editing 10/12 → 31/12 saves 31/12 alone, not 31/12
   * after 03/12. Default 'change': every complete, valid edit.
   */
  commit?: 'change' | 'blur';
  label: string;
  /** Accessible name when it must say more than the label (`Prazo de IN-12`). */
  ariaLabel?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
  inputRef?: Ref<HTMLInputElement>;
  /** The last day the calendar offers (a value string, as `value`). */
  maxDate?: string;
}

export type DateKind = 'date' | 'datetime';
