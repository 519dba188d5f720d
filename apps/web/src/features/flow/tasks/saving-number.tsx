import { useState } from 'react';
import { formatNumberBR, parseNumberBR } from '../../../platform/masks/number-br';
import { NumberField } from '../../../ui/number-field';

/**
 * A numeric custom field that saves when it loses focus or on Enter, if it changed.
 * "0,5" is 0.5; text that is not a number is not sent, and the field says so until the
 * text becomes a number.
 */
export function SavingNumber({
  label,
  value,
  onSave,
  version,
  readOnly,
}: {
  label: string;
  value: number | null | undefined;
  /** Gets the number (null: cleared) and the record's version seen when typing began. */
  onSave: (value: number | null, version?: number) => Promise<unknown>;
  version?: number;
  readOnly?: boolean;
}) {
  // null while not editing: the field shows the saved value, so others' changes show at once.
  const [draft, setDraft] = useState<string | null>(null);
  const [base, setBase] = useState(version);
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = formatNumberBR(value);
  const commit = async () => {
    if (draft === null) return;
    const parsed = parseNumberBR(draft);
    if (!parsed.ok) {
      setChecked(true);
      return;
    }
    if (parsed.value === (value ?? null)) {
      setDraft(null);
      return;
    }
    try {
      setError(null);
      await onSave(parsed.value, base);
      setDraft(null);
      setChecked(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <NumberField
      label={label}
      value={draft ?? shown}
      checked={checked}
      fullWidth
      size="small"
      error={!!error}
      helperText={error ?? undefined}
      slotProps={{ htmlInput: { readOnly } }}
      onChange={(text) => {
        if (readOnly) return;
        if (draft === null) setBase(version);
        setDraft(text);
        setError(null);
      }}
      onBlur={() => void commit()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          void commit();
        } else if (e.key === 'Escape') {
          setDraft(null);
          setChecked(false);
          setError(null);
        }
      }}
    />
  );
}
