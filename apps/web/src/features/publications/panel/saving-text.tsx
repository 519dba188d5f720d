import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';

/**
 * A text that saves when it loses focus (or on Enter when single-line) if it changed. While
 * nobody types it shows `value`, so a change from another tab shows at once; while the person
 * types their text stays put, and the save names the version their edit began on (a newer one
 * opens the conflict dialog rather than overwriting).
 */
export function SavingText({
  label,
  value,
  onSave,
  version,
  multiline,
  required,
  readOnly,
  maxLength,
  helperText,
  slotProps,
  sx,
}: {
  label: string;
  value: string;
  onSave: (text: string, version?: number) => Promise<unknown>;
  version?: number;
  multiline?: boolean;
  required?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  helperText?: string;
  slotProps?: TextFieldProps['slotProps'];
  sx?: TextFieldProps['sx'];
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [base, setBase] = useState(version);
  const [error, setError] = useState<string | null>(null);
  const commit = async () => {
    if (draft === null) return;
    if (draft === value) return setDraft(null);
    try {
      setError(null);
      await onSave(draft, base);
      setDraft(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const text = draft ?? value;
  return (
    <TextField
      label={label}
      value={text}
      required={required}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      size="small"
      error={!!error}
      helperText={
        error ?? helperText ?? (maxLength && multiline ? `${text.length}/${maxLength}` : undefined)
      }
      sx={sx}
      slotProps={{
        ...slotProps,
        htmlInput: { maxLength, readOnly, ...(slotProps?.htmlInput as object | undefined) },
      }}
      onChange={(e) => {
        if (draft === null) setBase(version);
        setDraft(e.target.value);
      }}
      onBlur={() => void commit()}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !multiline) {
          e.preventDefault();
          void commit();
        } else if (e.key === 'Escape') {
          setDraft(null);
          setError(null);
        }
      }}
    />
  );
}
