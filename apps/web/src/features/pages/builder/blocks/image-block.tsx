import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { MediaPickerDialog } from '../../../../platform/media-picker/media-picker-dialog';
import type { BlockEditorProps } from './block-props';
import { MediaThumb } from './media-thumb';

/** One image from the media library; the alt text is required (the public page is read aloud too). */
export function ImageBlockEditor({ block, readOnly, onChange }: BlockEditorProps<'image'>) {
  const [picking, setPicking] = useState(false);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {block.fileId && <MediaThumb fileId={block.fileId} />}
        {!readOnly && (
          <Button variant="outlined" onClick={() => setPicking(true)}>
            {block.fileId ? 'Trocar imagem' : 'Escolher imagem'}
          </Button>
        )}
      </Stack>
      <TextField
        size="small"
        label="Texto alternativo"
        required
        value={block.alt}
        disabled={readOnly}
        onChange={(e) => onChange({ ...block, alt: e.target.value })}
        error={!!block.fileId && !block.alt.trim()}
        helperText="Descreva a imagem para quem não pode vê-la."
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <TextField
        size="small"
        label="Legenda"
        value={block.caption ?? ''}
        disabled={readOnly}
        onChange={(e) => onChange({ ...block, caption: e.target.value || undefined })}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <MediaPickerDialog
        open={picking}
        title="Escolher imagem"
        kind="image"
        onClose={() => setPicking(false)}
        onPick={(file) => {
          setPicking(false);
          onChange({ ...block, fileId: file.id, alt: block.alt || file.alt });
        }}
      />
    </Stack>
  );
}
