import { Box } from '@mui/material';
import { useState } from 'react';
import type { MediaFile } from '../model';
import { FileIcon } from './file-icon';

/**
 * The file's thumbnail (lazy, decoded off the main thread), or its type's icon when it has
 * none or the picture fails to load. The image is cropped around the file's focal point.
 */
export function Thumbnail({ file, size }: { file: MediaFile; size?: number }) {
  const [broken, setBroken] = useState(false);
  const src = file.urls.thumb;
  const box = {
    width: size ?? '100%',
    height: size ?? '100%',
    display: 'grid',
    placeItems: 'center',
    bgcolor: 'action.hover',
    borderRadius: 1,
    overflow: 'hidden',
    flexShrink: 0,
  } as const;
  if (!src || broken)
    return (
      <Box sx={{ ...box, color: 'text.secondary' }}>
        <FileIcon kind={file.kind} sx={{ fontSize: size ? size * 0.6 : 48 }} />
      </Box>
    );
  const focal = `${Math.round(file.focalX * 100)}% ${Math.round(file.focalY * 100)}%`;
  return (
    <Box sx={box}>
      <Box
        component="img"
        src={src}
        alt={file.alt || file.name}
        loading="lazy"
        decoding="async"
        draggable={false}
        onError={() => setBroken(true)}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: focal }}
      />
    </Box>
  );
}
