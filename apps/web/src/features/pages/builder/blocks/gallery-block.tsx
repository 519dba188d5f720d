import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Button, IconButton, Stack, TextField } from '@mui/material';
import { PAGE_GALLERY_MAX } from '@orbita/contracts/pages';
import { useState } from 'react';
import { MediaPickerDialog } from '../../../../platform/media-picker/media-picker-dialog';
import type { BlockEditorProps } from './block-props';
import { MediaThumb } from './media-thumb';

/** Several library images shown as a grid; each needs its alt text. */
export function GalleryBlockEditor({ block, readOnly, onChange }: BlockEditorProps<'gallery'>) {
  const [picking, setPicking] = useState(false);
  const setImages = (images: typeof block.images) => onChange({ ...block, images });
  return (
    <Stack spacing={1.5}>
      {block.images.map((image, index) => (
        <Stack
          key={`${image.fileId}-${index}`}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center' }}
        >
          <MediaThumb fileId={image.fileId} size={56} />
          <TextField
            size="small"
            fullWidth
            required
            label={`Texto alternativo da imagem ${index + 1}`}
            value={image.alt}
            disabled={readOnly}
            error={!image.alt.trim()}
            onChange={(e) =>
              setImages(
                block.images.map((i, n) => (n === index ? { ...i, alt: e.target.value } : i)),
              )
            }
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          {!readOnly && (
            <IconButton
              aria-label={`Remover a imagem ${index + 1}`}
              onClick={() => setImages(block.images.filter((_i, n) => n !== index))}
            >
              <DeleteOutline />
            </IconButton>
          )}
        </Stack>
      ))}
      {!readOnly && block.images.length < PAGE_GALLERY_MAX && (
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          onClick={() => setPicking(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          Adicionar imagem
        </Button>
      )}
      <MediaPickerDialog
        open={picking}
        title="Adicionar imagem à galeria"
        kind="image"
        onClose={() => setPicking(false)}
        onPick={(file) => {
          setPicking(false);
          setImages([...block.images, { fileId: file.id, alt: file.alt }]);
        }}
      />
    </Stack>
  );
}
