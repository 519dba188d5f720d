import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { Box, Typography } from '@mui/material';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';

const carriesFiles = (event: DragEvent) =>
  Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Files dragged from the computer onto the library upload on drop; while they hover, the
 * area says so. Drags inside the page (a file onto a folder) are pointer moves, not HTML
 * drags, and never show it.
 */
export function UploadDropzone({
  disabled,
  onFiles,
  children,
}: {
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when it really left.
  const depth = useRef(0);
  const stop = (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <Box
      data-testid="media-dropzone"
      onDragEnter={(e) => {
        if (disabled || !carriesFiles(e)) return;
        stop(e);
        depth.current++;
        setOver(true);
      }}
      onDragOver={(e) => {
        if (disabled || !carriesFiles(e)) return;
        stop(e);
        e.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(e) => {
        if (disabled || !carriesFiles(e)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(e) => {
        if (disabled || !carriesFiles(e)) return;
        stop(e);
        depth.current = 0;
        setOver(false);
        const files = Array.from(e.dataTransfer.files);
        if (files.length) onFiles(files);
      }}
      sx={{ position: 'relative' }}
    >
      {children}
      {over && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 10,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 2,
            border: 3,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            bgcolor: 'rgba(25, 77, 175, 0.08)',
            backdropFilter: 'blur(1px)',
            pointerEvents: 'none',
          }}
        >
          <Box sx={{ textAlign: 'center', color: 'primary.main' }}>
            <CloudUploadOutlined sx={{ fontSize: 64 }} />
            <Typography variant="h6">Solte os arquivos para enviar</Typography>
          </Box>
        </Box>
      )}
    </Box>
  );
}
