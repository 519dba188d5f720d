import { Box, TextField, Tooltip } from '@mui/material';
import {
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { parseNumberBR } from '../../../platform/masks/number-br';
import { DateTimeField } from '../../../ui/date-field';
import { NumberField } from '../../../ui/number-field';

export type Editor =
  | { kind: 'text' }
  | { kind: 'number' }
  | { kind: 'datetime' }
  | { kind: 'select'; options: { value: string; label: string }[] };

/**
 * A table row is one line high and the totals row sticks over the last one: the editor's
 * message opens beside the field in a popup (a portal, so no row cuts it), named by the
 * field's aria-describedby.
 */
function Message({ text, children }: { text: string | null; children: ReactElement }) {
  return (
    <Tooltip
      open={!!text}
      title={text ?? ''}
      placement="bottom-start"
      describeChild
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ tooltip: { sx: { bgcolor: 'error.main', fontSize: 13 } } }}
    >
      {children}
    </Tooltip>
  );
}

/**
 * A table cell that edits in place: a click, Enter or F2 opens the editor; Enter saves,
 * Escape gives up (also on blur for text). `onSave` gets the raw text; it resolves when
 * saved and the cell closes, or rejects and the cell stays open showing the error.
 */
export function InlineCell({
  label,
  display,
  value,
  editor,
  version,
  onSave,
  disabled,
}: {
  label: string;
  display: ReactNode;
  value: string;
  editor: Editor;
  /** The record's version: the one seen when editing began goes with the save. */
  version?: number;
  onSave: (value: string, version?: number) => Promise<unknown>;
  disabled?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [base, setBase] = useState(version);
  const [checked, setChecked] = useState(false);

  const open = () => {
    if (disabled) return;
    setDraft(value);
    setBase(version);
    setError(null);
    setChecked(false);
    setEditing(true);
  };
  const save = async () => {
    if (draft === value) {
      setEditing(false);
      return;
    }
    if (editor.kind === 'number' && !parseNumberBR(draft).ok) {
      // The field says why (and stops saying it once the text is a number).
      setChecked(true);
      return;
    }
    setSaving(true);
    try {
      await onSave(draft, base);
      setEditing(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  if (disabled) {
    // Read-only (a role that cannot write): the value, with nothing that says "editar".
    return (
      <Box
        sx={{ minHeight: 32, display: 'flex', alignItems: 'center', px: 0.5, overflow: 'hidden' }}
      >
        {display}
      </Box>
    );
  }
  if (!editing) {
    return (
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-label={`${label}: editar`}
        onClick={open}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === 'F2') {
            e.preventDefault();
            open();
          }
        }}
        sx={{
          minHeight: 32,
          display: 'flex',
          alignItems: 'center',
          cursor: disabled ? 'default' : 'text',
          px: 0.5,
          borderRadius: 1,
          overflow: 'hidden',
          '&:hover': { bgcolor: disabled ? undefined : 'action.hover' },
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
        }}
      >
        {display}
      </Box>
    );
  }
  const keys = (e: KeyboardEvent<HTMLElement>) => {
    // Keys from the calendar (a portal, but React bubbles through it) belong to the calendar.
    if (!e.currentTarget.contains(e.target as Node)) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      void save();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setEditing(false);
    }
  };
  if (editor.kind === 'datetime') {
    // Leaving for the field's own calendar keeps the editor open; leaving elsewhere gives up.
    const leave = (e: FocusEvent<HTMLElement>) => {
      const to = e.relatedTarget as Element | null;
      if (saving || e.currentTarget.contains(to) || to?.closest('.MuiPickerPopper-root')) return;
      setEditing(false);
    };
    return (
      <Box onKeyDown={keys} onBlur={leave}>
        <DateTimeField
          label=""
          ariaLabel={label}
          autoFocus
          size="small"
          fullWidth
          value={draft}
          onChange={setDraft}
          disabled={saving}
          error={!!error}
          helperText={error ?? undefined}
        />
      </Box>
    );
  }
  if (editor.kind === 'number') {
    const problem = checked ? parseNumberBR(draft) : null;
    const message = error ?? (problem && !problem.ok ? problem.message : null);
    return (
      <Message text={message}>
        <NumberField
          autoFocus
          size="small"
          fullWidth
          value={draft}
          disabled={saving}
          error={!!message}
          onChange={(text) => {
            setDraft(text);
            setError(null);
          }}
          onBlur={() => {
            if (!saving) setEditing(false);
          }}
          onKeyDown={keys}
          slotProps={{ htmlInput: { 'aria-label': label } }}
        />
      </Message>
    );
  }
  return (
    <Message text={error}>
      <TextField
        autoFocus
        size="small"
        fullWidth
        select={editor.kind === 'select'}
        value={draft}
        disabled={saving}
        error={!!error}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => {
          if (!saving && editor.kind !== 'select') setEditing(false);
        }}
        onKeyDown={keys}
        slotProps={{ htmlInput: { 'aria-label': label }, select: { native: true } }}
      >
        {editor.kind === 'select' &&
          editor.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
      </TextField>
    </Message>
  );
}
