import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import { Box, Button, Chip } from '@mui/material';
import { useState } from 'react';
import { MediaPickerDialog } from '../../../platform/media-picker/media-picker-dialog';
import type { LibraryImage } from './resource-form-values';

/**
 * "Escolher da biblioteca" and the chosen image as a removable chip, for any catalog record's
 * image (resources, trophies). The picker sits inside the record's form in React's tree (its
 * dialog is a portal), so a submit from inside it is stopped here: picking never saves.
 */
export function LibraryImageButton({
  title,
  library,
  onChange,
}: {
  title: string;
  library: LibraryImage | null;
  onChange: (library: LibraryImage | null) => void;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        startIcon={<PhotoLibraryOutlined />}
        onClick={() => setPicking(true)}
      >
        Escolher da biblioteca
      </Button>
      {library && (
        <Chip
          label={library.id ? `Da biblioteca: ${library.name}` : library.name}
          onDelete={() => onChange(null)}
          sx={{ maxWidth: '100%' }}
        />
      )}
      <Box component="span" sx={{ display: 'contents' }} onSubmit={(e) => e.stopPropagation()}>
        <MediaPickerDialog
          open={picking}
          title={title}
          kind="image"
          onClose={() => setPicking(false)}
          onPick={(file) =>
            onChange({ id: file.id, url: file.urls.thumb ?? file.urls.original, name: file.name })
          }
        />
      </Box>
    </Box>
  );
}
