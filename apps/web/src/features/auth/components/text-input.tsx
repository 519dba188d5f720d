import { FormControl, FormHelperText, Input, InputLabel, type InputProps } from '@mui/material';
import { useId, type ReactNode } from 'react';

export type TextInputProps = Omit<InputProps, 'error' | 'fullWidth'> & {
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  fullWidth?: boolean;
};

/**
 * An underlined text field (the theme's `standard` TextField), composed from the parts MUI
 * builds TextField from. TextField itself always bundles Select, Menu, Popover and Modal
 * (~18 KB gzipped) for its `select` mode, which the sign-in form never uses.
 */
export function TextInput({
  label,
  helperText,
  error,
  fullWidth,
  required,
  disabled,
  id,
  ...input
}: TextInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl
      variant="standard"
      fullWidth={fullWidth}
      error={error}
      required={required}
      disabled={disabled}
    >
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <Input id={inputId} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
