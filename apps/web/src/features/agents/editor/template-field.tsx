import DataObjectIcon from '@mui/icons-material/DataObject';
import {
  Button,
  ListSubheader,
  Menu,
  MenuItem,
  Stack,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import type { EditorField } from './fields';

/** Fields grouped in the order they come (event, run, earlier actions). */
function grouped(fields: readonly EditorField[]): [string, EditorField[]][] {
  const groups = new Map<string, EditorField[]>();
  for (const f of fields) groups.set(f.group, [...(groups.get(f.group) ?? []), f]);
  return [...groups];
}

/**
 * A text field whose value is a template: "Inserir campo" puts `{{path}}` at the cursor.
 * Templates only insert values (the server renders them as text), so this is all the
 * language there is — no expressions to learn.
 */
export function TemplateField({
  value,
  onChange,
  fields,
  label,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  fields: readonly EditorField[];
  label: string;
}) {
  const input = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const insert = (path: string) => {
    const el = input.current;
    const token = `{{${path}}}`;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const next = value.slice(0, start) + token + value.slice(end);
    onChange(next);
    setAnchor(null);
    // Back to the text, the cursor after what was inserted.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <Stack spacing={0.5}>
      <TextField
        {...props}
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputRef={input}
        fullWidth
      />
      {fields.length > 0 && (
        <Button
          size="small"
          startIcon={<DataObjectIcon />}
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          aria-label={`Inserir campo em ${label}`}
          sx={{ alignSelf: 'flex-start' }}
        >
          Inserir campo
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {/* MUI's Menu wants its items as direct children (no Fragments). */}
        {grouped(fields).flatMap(([group, list]) => [
          <ListSubheader key={`g:${group}`}>{group}</ListSubheader>,
          ...list.map((f) => (
            <MenuItem key={f.path} onClick={() => insert(f.path)}>
              <Stack>
                <span>{f.label}</span>
                <Typography variant="caption" color="text.secondary">
                  {`{{${f.path}}}`}
                </Typography>
              </Stack>
            </MenuItem>
          )),
        ])}
      </Menu>
    </Stack>
  );
}
