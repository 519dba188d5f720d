import { Box, TextField, Typography } from '@mui/material';
import { ITEM_CONTENT_MAX, tagsSchema, type CreateItemBody } from '@orbita/contracts/flow';
import {
  parseQuickAdd,
  type QuickAddLiteral,
  type QuickAddResult,
  type QuickAddToken,
} from '@orbita/contracts/quick-add';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { QuickAddPreview } from './quick-add-preview';

export const CAPTURE_HELP =
  'Enter coleta, Esc limpa. Atalhos: "amanhã 18h", "sexta", "dia 10", #etiqueta, !alta, ~G';

/**
 * What the preview shows is what is saved: the parsed parts go explicitly and the server
 * does not read the text again (`parse: false`), so an undone part stays text there too.
 */
export function captureBodyOf(parsed: QuickAddResult, typed: string): CreateItemBody {
  return {
    content: parsed.content || typed,
    parse: false,
    dueAt: parsed.dueAt,
    priority: parsed.priority,
    size: parsed.size,
    tags: parsed.tags,
  };
}

interface CaptureFieldProps {
  onCapture: (body: CreateItemBody) => void;
  /** Escape on an empty field (e.g. closes the capture dialog). */
  onEscapeEmpty?: () => void;
  autoFocus?: boolean;
  label?: string;
  /** What the field starts with (a text shared from another app: the person confirms it). */
  initialValue?: string;
  /** The clock for the preview (tests); what it shows is what is saved. */
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
  initialValue = '',
  now,
}: CaptureFieldProps) {
  const [value, setValue] = useState(initialValue);
  // The parts undone in the preview, for this capture only.
  const [literal, setLiteral] = useState<QuickAddLiteral[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const parsed = useMemo(
    () => parseQuickAdd(value, now?.() ?? new Date(), { literal }),
    [value, now, literal],
  );
  // Said here, before Enter, rather than by the server's refusal after it.
  const problem =
    value.length > ITEM_CONTENT_MAX
      ? `O item pode ter no máximo ${ITEM_CONTENT_MAX} caracteres.`
      : tagsSchema.safeParse(parsed.tags).error?.issues[0]?.message;

  const change = (next: string) => {
    setValue(next);
    if (!next) setLiteral([]);
  };
  const undo = ({ kind, text }: QuickAddToken) => {
    setLiteral((all) => [...all, { kind, text }]);
    // The chip is gone: typing goes on in the field.
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const content = value.trim();
      if (!content || problem) return;
      onCapture(captureBodyOf(parsed, content));
      change('');
      input.current?.focus();
    } else if (event.key === 'Escape') {
      if (value) {
        event.preventDefault();
        event.stopPropagation();
        change('');
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
        onChange={(e) => change(e.target.value)}
        onKeyDown={onKeyDown}
        error={!!problem}
        helperText={problem ?? CAPTURE_HELP}
        slotProps={{ htmlInput: { autoComplete: 'off', enterKeyHint: 'send' } }}
      />
      <Box>
        <QuickAddPreview parsed={parsed} onUndo={undo} />
        {!value && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            Ex.: Pagar a conta de luz amanhã 18h #casa !alta
          </Typography>
        )}
      </Box>
    </Box>
  );
}
