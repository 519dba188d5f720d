import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { PRODUCT_IMAGES_MAX, type Product } from '@orbita/contracts/products';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { versionConflictOf } from '../../../platform/concurrency';
import { MediaPickerDialog } from '../../../platform/media-picker/media-picker-dialog';
import { notify } from '../../../platform/toasts';
import { useUpdateProduct, writeProduct } from '../api/mutations';
import { ProductThumb } from '../shared/product-thumb';
import { applyImageChange, inOrder, type ImageChange } from './image-list';

/**
 * Sends one change of the image list on the product's version. When someone changed the
 * product meanwhile (409 with the newer one), the same change is applied to the newer list
 * and sent once more — images are a list of independent additions and moves, not a field
 * whose value one person decides, so there is nothing to ask.
 */
function useImageChange(product: Product) {
  const client = useQueryClient();
  const update = useUpdateProduct(product.id);
  const send = async (change: ImageChange) => {
    let current = product;
    for (let attempt = 0; attempt < 2; attempt++) {
      const images = applyImageChange(current.images, change);
      if (!images) return;
      try {
        await update.mutateAsync({ images, version: current.version });
        return;
      } catch (error) {
        const newer = versionConflictOf<Product>(error);
        if (!newer) throw error;
        writeProduct(client, newer);
        current = newer;
      }
    }
    throw new Error('O produto mudou enquanto você salvava. Tente de novo.');
  };
  return {
    pending: update.isPending,
    change: (change: ImageChange) =>
      send(change).catch((error: Error) => notify.error(error.message)),
  };
}

/** The product's images from the media library, in order, each for all variants or for one. */
export function ImagesSection({ product, canWrite }: { product: Product; canWrite: boolean }) {
  const [picking, setPicking] = useState(false);
  const { pending, change } = useImageChange(product);
  const images = inOrder(product.images);
  const variantName = (id: string | null) =>
    id === null ? 'Todas as variações' : (product.variants.find((v) => v.id === id)?.name ?? '—');
  const full = images.length >= PRODUCT_IMAGES_MAX;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {images.length === 0 ? (
        <Typography color="text.secondary">
          Nenhuma imagem. {canWrite && 'Escolha imagens da biblioteca de mídia.'}
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label="Imagens do produto"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(156px, 1fr))',
          }}
        >
          {images.map((img, index) => {
            const label = `Imagem ${index + 1}`;
            const ref = { mediaId: img.mediaId, variantId: img.variantId };
            return (
              <Paper
                component="li"
                variant="outlined"
                key={`${img.mediaId}:${img.variantId ?? ''}`}
                aria-label={`${label}: ${variantName(img.variantId)}`}
                sx={{ p: 1, display: 'grid', gap: 1, justifyItems: 'center' }}
              >
                <ProductThumb src={img.src} size={136} />
                {canWrite ? (
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={`Variação da ${label.toLowerCase()}`}
                    value={img.variantId ?? ''}
                    disabled={pending}
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                    onChange={(e) =>
                      void change({ kind: 'variant', ...ref, to: e.target.value || null })
                    }
                  >
                    <MenuItem value="">Todas as variações</MenuItem>
                    {product.variants.map((v) => (
                      <MenuItem key={v.id} value={v.id}>
                        {v.name}
                      </MenuItem>
                    ))}
                  </TextField>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {variantName(img.variantId)}
                  </Typography>
                )}
                {canWrite && (
                  <Stack direction="row" sx={{ justifyContent: 'center' }}>
                    <Tooltip title="Mover para antes">
                      <span>
                        <IconButton
                          size="small"
                          aria-label={`Mover ${label.toLowerCase()} para antes`}
                          disabled={pending || index === 0}
                          onClick={() => void change({ kind: 'move', ...ref, by: -1 })}
                        >
                          <ArrowBack fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="Mover para depois">
                      <span>
                        <IconButton
                          size="small"
                          aria-label={`Mover ${label.toLowerCase()} para depois`}
                          disabled={pending || index === images.length - 1}
                          onClick={() => void change({ kind: 'move', ...ref, by: 1 })}
                        >
                          <ArrowForward fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="Remover">
                      <span>
                        <IconButton
                          size="small"
                          aria-label={`Remover ${label.toLowerCase()}`}
                          disabled={pending}
                          onClick={() => void change({ kind: 'remove', ...ref })}
                        >
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Stack>
                )}
              </Paper>
            );
          })}
        </Box>
      )}
      {canWrite && (
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlined />}
            disabled={full}
            loading={pending}
            onClick={() => setPicking(true)}
          >
            Adicionar imagem
          </Button>
          {full && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Um produto pode ter no máximo {PRODUCT_IMAGES_MAX} imagens.
            </Typography>
          )}
        </Box>
      )}
      <MediaPickerDialog
        open={picking}
        title="Escolher imagem do produto"
        kind="image"
        onClose={() => setPicking(false)}
        onPick={(file) => {
          setPicking(false);
          void change({ kind: 'add', mediaId: file.id, variantId: null });
        }}
      />
    </Box>
  );
}
