import { Box, TextField, Typography } from '@mui/material';
import { ITEM_CONTENT_MAX } from '@orbita/contracts/flow';
import { parseQuickAdd } from '@orbita/contracts/quick-add';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { QuickAddPreview } from './quick-add-preview';

export const CAPTURE_HELP =
  'Enter coleta, Esc limpa. Atalhos: "amanhã 18h", "sexta", "dia 10", #etiqueta, !alta, ~G';

interface CaptureFieldProps {
  onCapture: (content: string) => void;
  /** Escape on an empty field (e.g. closes the capture dialog). */
  onEscapeEmpty?: () => void;
  autoFocus?: boolean;
  label?: string;
  /** The clock for the preview (tests); the server parses again when it saves. */
  now?: () => Date;
}

/**
 * Type, Enter, next: the field submits, clears and keeps the focus; the shorthand the
 * parser understood shows live underneath. Escape clears what was typed.
 */
export function CaptureField({
  onCapture,
  onEscapeEmpty,
  autoFocus,
  label = 'O que está na sua cabeça?',
  now,
}: CaptureFieldProps) {
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const parsed = useMemo(() => parseQuickAdd(value, now?.() ?? new Date()), [value, now]);
  const tooLong = value.length > ITEM_CONTENT_MAX;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const content = value.trim();
      if (!content || tooLong) return;
      onCapture(content);
      setValue('');
      input.current?.focus();
    } else if (event.key === 'Escape') {
      if (value) {
        event.preventDefault();
        event.stopPropagation();
        setValue('');
      } else {
        onEscapeEmpty?.();
      }
    }
  };

  return (
    <Box>
      <TextField
        fullWidth
        autoFocus={autoFocus}
        inputRef={input}
        label={label}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        error={tooLong}
        helperText={
          tooLong ? `O item pode ter no máximo ${ITEM_CONTENT_MAX} caracteres.` : CAPTURE_HELP
        }
        slotProps={{ htmlInput: { autoComplete: 'off', enterKeyHint: 'send' } }}
      />
      <Box>
        <QuickAddPreview parsed={parsed} />
        {!value && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            Ex.: Pagar a conta de luz amanhã 18h #casa !alta
          </Typography>
        )}
      </Box>
    </Box>
  );
}
