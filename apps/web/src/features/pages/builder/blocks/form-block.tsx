import { Checkbox, FormControlLabel, FormGroup, FormLabel, Stack, TextField } from '@mui/material';
import { formFieldLabels } from '../block-kinds';
import type { BlockEditorProps } from './block-props';

const order = ['name', 'email', 'phone', 'message'] as const;

/** A contact form: the visitor's answers land in the workspace's inbox. */
export function FormBlockEditor({ block, readOnly, onChange }: BlockEditorProps<'form'>) {
  const toggle = (field: (typeof order)[number], on: boolean) =>
    onChange({
      ...block,
      // Kept in the one order the public form shows them.
      fields: order.filter((f) => (f === field ? on : block.fields.includes(f))),
    });
  return (
    <Stack spacing={1.5}>
      <TextField
        size="small"
        label="Título do formulário"
        value={block.title}
        disabled={readOnly}
        onChange={(e) => onChange({ ...block, title: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <FormGroup>
        <FormLabel component="legend" error={block.fields.length === 0}>
          Campos
        </FormLabel>
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          {order.map((field) => (
            <FormControlLabel
              key={field}
              label={formFieldLabels[field]}
              control={
                <Checkbox
                  checked={block.fields.includes(field)}
                  disabled={readOnly}
                  onChange={(e) => toggle(field, e.target.checked)}
                />
              }
            />
          ))}
        </Stack>
      </FormGroup>
      <TextField
        size="small"
        label="Rótulo do botão"
        value={block.submitLabel ?? ''}
        disabled={readOnly}
        placeholder="Enviar"
        onChange={(e) => onChange({ ...block, submitLabel: e.target.value || undefined })}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
    </Stack>
  );
}
