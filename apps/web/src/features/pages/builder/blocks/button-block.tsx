import { MenuItem, Stack, TextField } from '@mui/material';
import { validUrl } from '../block-kinds';
import type { BlockEditorProps } from './block-props';

/** A call to action: a link styled as a button. */
export function ButtonBlockEditor({ block, readOnly, onChange }: BlockEditorProps<'button'>) {
  const urlOk = validUrl(block.url);
  return (
    <Stack spacing={1.5} direction={{ xs: 'column', xl: 'row' }}>
      <TextField
        size="small"
        label="Rótulo"
        required
        value={block.label}
        disabled={readOnly}
        error={!block.label.trim()}
        onChange={(e) => onChange({ ...block, label: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        size="small"
        label="Endereço (URL)"
        required
        fullWidth
        value={block.url}
        disabled={readOnly}
        error={!urlOk}
        helperText={urlOk ? undefined : 'Use http(s)://, mailto: ou um caminho com /'}
        onChange={(e) => onChange({ ...block, url: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 2000, inputMode: 'url' } }}
      />
      <TextField
        select
        size="small"
        label="Estilo"
        value={block.style}
        disabled={readOnly}
        onChange={(e) => onChange({ ...block, style: e.target.value as 'primary' | 'secondary' })}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="primary">Principal</MenuItem>
        <MenuItem value="secondary">Secundário</MenuItem>
      </TextField>
    </Stack>
  );
}
