import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { MaskedTextField } from '../../../../platform/masks';
import { MediaPickerDialog } from '../../../../platform/media-picker/media-picker-dialog';
import { validUrl } from '../block-kinds';
import type { BlockEditorProps } from './block-props';
import { MediaThumb } from './media-thumb';

/** A hand-made product card: name, description, price (R$), image and link. */
export function ProductBlockEditor({ block, readOnly, onChange }: BlockEditorProps<'product'>) {
  const [picking, setPicking] = useState(false);
  const urlOk = block.url === null || validUrl(block.url);
  return (
    <Stack spacing={1.5}>
      <Stack spacing={1.5} direction={{ xs: 'column', sm: 'row' }}>
        <TextField
          size="small"
          label="Nome do produto"
          required
          fullWidth
          value={block.name}
          disabled={readOnly}
          error={!block.name.trim()}
          onChange={(e) => onChange({ ...block, name: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <MaskedTextField
          mask="currency"
          size="small"
          label="Preço"
          value={block.priceCents}
          disabled={readOnly}
          onChange={(priceCents) => onChange({ ...block, priceCents })}
          sx={{ minWidth: 160 }}
        />
      </Stack>
      <TextField
        size="small"
        label="Descrição"
        multiline
        minRows={2}
        value={block.description ?? ''}
        disabled={readOnly}
        onChange={(e) => onChange({ ...block, description: e.target.value || undefined })}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <TextField
        size="small"
        label="Link do produto"
        value={block.url ?? ''}
        disabled={readOnly}
        error={!urlOk}
        helperText={urlOk ? 'Opcional' : 'Use http(s)://, mailto: ou um caminho com /'}
        onChange={(e) => onChange({ ...block, url: e.target.value || null })}
        slotProps={{ htmlInput: { maxLength: 2000, inputMode: 'url' } }}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {block.fileId && <MediaThumb fileId={block.fileId} />}
        {!readOnly && (
          <Button variant="outlined" onClick={() => setPicking(true)}>
            {block.fileId ? 'Trocar imagem' : 'Escolher imagem'}
          </Button>
        )}
        {!readOnly && block.fileId && (
          <Button onClick={() => onChange({ ...block, fileId: null })}>Remover imagem</Button>
        )}
      </Stack>
      <MediaPickerDialog
        open={picking}
        title="Imagem do produto"
        kind="image"
        onClose={() => setPicking(false)}
        onPick={(file) => {
          setPicking(false);
          onChange({ ...block, fileId: file.id });
        }}
      />
    </Stack>
  );
}
