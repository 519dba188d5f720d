import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MediaPickerDialog } from '../../../platform/media-picker/media-picker-dialog';
import { publicationsQueries } from '../api/queries';

/** Capa: an image of the media library (its preview), chosen or removed; each change saves. */
export function CoverField({
  fileId,
  readOnly,
  onSave,
}: {
  fileId: string | null;
  readOnly: boolean;
  onSave: (fileId: string | null) => Promise<unknown>;
}) {
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const file = useQuery({ ...publicationsQueries.cover(fileId ?? ''), enabled: !!fileId });
  const run = (next: string | null) => {
    setError(null);
    onSave(next).catch((e: Error) => setError(e.message));
  };
  const preview = file.data?.urls.thumb ?? file.data?.urls.original;
  return (
    <Box component="section" aria-label="Capa" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        Capa
      </Typography>
      {fileId &&
        (preview ? (
          <Box
            component="img"
            src={preview}
            alt={file.data?.alt || `Capa: ${file.data?.name ?? ''}`}
            sx={{ width: '100%', maxHeight: 180, objectFit: 'cover', borderRadius: 1 }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {file.isError ? 'A imagem de capa não foi encontrada.' : 'Carregando a capa…'}
          </Typography>
        ))}
      {!fileId && (
        <Typography variant="body2" color="text.secondary">
          Sem capa.
        </Typography>
      )}
      {error && (
        <Typography variant="body2" color="error">
          {error}
        </Typography>
      )}
      {!readOnly && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<PhotoLibraryOutlined />}
            onClick={() => setPicking(true)}
          >
            {fileId ? 'Trocar capa' : 'Escolher capa'}
          </Button>
          {fileId && (
            <Button size="small" color="inherit" onClick={() => run(null)}>
              Remover capa
            </Button>
          )}
        </Box>
      )}
      <MediaPickerDialog
        open={picking}
        title="Escolher capa"
        kind="image"
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setPicking(false);
          run(picked.id);
        }}
      />
    </Box>
  );
}
