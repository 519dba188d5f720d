import { TextField, type TextFieldProps } from '@mui/material';
import { parseNumberBR } from '../platform/masks/number-br';

export type NumberFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  /** The text as typed ("0,5", "1.234,5"); read it with parseNumberBR. */
  value: string;
  onChange: (text: string) => void;
  /**
   * Whether to say when the text is not a number: set once the person tried to save it.
   * The message follows the text from then on, so it goes away on the keystroke that
   * makes the number valid (not on the next save).
   */
  checked?: boolean;
};

/**
 * The one numeric input: a text field (a `type="number"` input drops the decimal comma,
 * which saved "0,5" as 5) with the numeric keyboard on phones, read the Brazilian way.
 */
export function NumberField({ value, onChange, checked, slotProps, ...props }: NumberFieldProps) {
  const parsed = parseNumberBR(value);
  const problem = checked && !parsed.ok ? parsed.message : null;
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!problem || props.error}
      helperText={problem ?? props.helperText}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'decimal',
          autoComplete: 'off',
          ...(slotProps?.htmlInput as object | undefined),
        },
      }}
    />
  );
}
