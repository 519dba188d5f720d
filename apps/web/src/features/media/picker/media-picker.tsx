import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { MediaPickerProps } from '../../../platform/media-picker/slot';
import { useCan } from '../../../platform/session/app-state';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { mediaQueries } from '../api/queries';
import { useLibrary } from '../api/use-library';
import { useUploads } from '../api/use-uploads';
import { DuplicateDialog } from '../components/duplicate-dialog';
import { FolderTree } from '../components/folder-tree';
import { LibraryContent } from '../components/library-content';
import { LibraryToolbar } from '../components/library-toolbar';
import type { FileLayout } from '../components/media-tile';
import { UploadDropzone } from '../components/upload-dropzone';
import { UploadList } from '../components/upload-list';
import type { MediaFile } from '../model';

/**
 * The library inside a field: browse folders, search, upload (drop or button; a new upload
 * is chosen at once) and choose one file. Enter or a double-click chooses the active file.
 */
export function MediaPicker({ open, title, kind, onClose, onPick }: MediaPickerProps) {
  const titleId = useId();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const canWrite = useCan('content.write');
  const library = useLibrary({ kind: kind ?? null });
  const folders = useQuery(mediaQueries.folders());
  const [layout, setLayout] = useState<FileLayout>('grid');
  const [chosen, setChosen] = useState<MediaFile | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const uploads = useUploads({
    folderId: library.folderId,
    onDone: (file) => {
      if (!kind || file.kind === kind) setChosen(file);
    },
  });
  const pick = (file: MediaFile | null) => {
    if (!file) return;
    onPick(file);
    onClose();
  };
  return (
    <ResponsiveDialog open={open} onClose={onClose} maxWidth="lg" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers sx={{ p: { xs: 1, sm: 2 } }}>
        <UploadDropzone disabled={!canWrite} onFiles={uploads.add}>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' },
            }}
          >
            {wide && (
              <FolderTree
                folders={folders.data ?? []}
                current={library.folderId}
                onOpen={library.setFolderId}
              />
            )}
            <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
              <LibraryToolbar
                search={library.search}
                onSearch={library.setSearch}
                kind={library.kind}
                onKind={library.setKind}
                lockKind={!!kind}
                layout={layout}
                onLayout={setLayout}
              />
              <UploadList items={uploads.items} onDismiss={uploads.clear} />
              <LibraryContent
                library={library}
                onUpload={canWrite ? () => input.current?.click() : undefined}
                emptyHint="Arraste um arquivo do computador para cá ou use o botão para enviar."
                grid={{
                  layout,
                  label: 'Arquivos para escolher',
                  selected: new Set(chosen ? [chosen.id] : []),
                  height: { xs: 'calc(100vh - 300px)', md: '56vh' },
                  onSelect: (file) => setChosen(file),
                  onOpen: pick,
                }}
              />
            </Box>
          </Box>
        </UploadDropzone>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={kind === 'image' ? 'image/*' : undefined}
          data-testid="media-picker-file-input"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (files.length) uploads.add(files);
          }}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canWrite && (
          <Button
            startIcon={<CloudUploadOutlined />}
            onClick={() => input.current?.click()}
            sx={{ mr: 'auto' }}
          >
            Enviar arquivo
          </Button>
        )}
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={!chosen} onClick={() => pick(chosen)}>
          Escolher
        </Button>
      </DialogActions>
      <DuplicateDialog
        question={uploads.question}
        onReuse={() => uploads.answer(false)}
        onKeep={() => uploads.answer(true)}
      />
    </ResponsiveDialog>
  );
}
