import CheckCircle from '@mui/icons-material/CheckCircle';
import LinkIcon from '@mui/icons-material/Link';
import { Box, Tooltip, Typography } from '@mui/material';
import type { HTMLAttributes, Ref } from 'react';
import { formatBytes, formatDate } from './format';
import type { MediaFile } from '../model';
import { FileIcon } from './file-icon';
import { Thumbnail } from './thumbnail';

export type FileLayout = 'grid' | 'list';

type CellProps = {
  file: MediaFile;
  layout: FileLayout;
  selected: boolean;
  active: boolean;
  ref?: Ref<HTMLDivElement>;
} & HTMLAttributes<HTMLDivElement>;

function InUse({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Tooltip title={count === 1 ? 'Usado em 1 lugar' : `Usado em ${count} lugares`}>
      <LinkIcon fontSize="small" color="action" aria-label="Em uso" />
    </Tooltip>
  );
}

/**
 * One file of the library: a square thumbnail with its name (grid) or a row with its type,
 * size and date (list). Selection shows as a check and a tinted border; the keyboard focus
 * (the grid's active cell) as an outline.
 */
export function MediaCell({
  file,
  layout,
  selected,
  active,
  ref,
  sx,
  ...rest
}: CellProps & { sx?: object }) {
  const common = {
    position: 'relative',
    cursor: 'pointer',
    userSelect: 'none',
    borderRadius: 1.5,
    border: 2,
    borderColor: selected ? 'primary.main' : 'transparent',
    bgcolor: selected ? 'action.selected' : 'background.paper',
    outline: active ? 2 : 0,
    outlineStyle: 'solid',
    outlineColor: 'primary.light',
    outlineOffset: 1,
    '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
    minWidth: 0,
    ...sx,
  } as const;
  const check = selected && (
    <CheckCircle
      color="primary"
      sx={{
        position: 'absolute',
        top: 6,
        left: 6,
        bgcolor: 'background.paper',
        borderRadius: '50%',
        zIndex: 1,
      }}
      aria-hidden
    />
  );
  if (layout === 'list')
    return (
      <Box
        ref={ref}
        role="gridcell"
        aria-selected={selected}
        {...rest}
        sx={{ ...common, display: 'flex', alignItems: 'center', gap: 1.5, px: 1, height: '100%' }}
      >
        <Box sx={{ position: 'relative' }}>
          <Thumbnail file={file} size={40} />
          {selected && (
            <CheckCircle
              color="primary"
              fontSize="small"
              sx={{ position: 'absolute', top: -6, left: -6 }}
              aria-hidden
            />
          )}
        </Box>
        <Typography noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 500 }} title={file.name}>
          {file.name}
        </Typography>
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            width: 120,
            color: 'text.secondary',
            gap: 0.5,
            alignItems: 'center',
          }}
        >
          <FileIcon kind={file.kind} fontSize="small" />
          <Typography variant="body2" noWrap>
            {file.mimeType.split('/')[1]?.toUpperCase() ?? file.mimeType}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ width: 80, textAlign: 'right' }}>
          {formatBytes(file.size)}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ width: 96, display: { xs: 'none', sm: 'block' } }}
        >
          {formatDate(file.createdAt)}
        </Typography>
        <Box sx={{ width: 24 }}>
          <InUse count={file.usageCount} />
        </Box>
      </Box>
    );
  return (
    <Box
      ref={ref}
      role="gridcell"
      aria-selected={selected}
      {...rest}
      sx={{ ...common, p: 0.75, display: 'grid', gap: 0.5, alignContent: 'start' }}
    >
      {check}
      <Box sx={{ aspectRatio: '1 / 1', minWidth: 0 }}>
        <Thumbnail file={file} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 500 }} title={file.name}>
            {file.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {formatBytes(file.size)} · {formatDate(file.createdAt)}
          </Typography>
        </Box>
        <InUse count={file.usageCount} />
      </Box>
    </Box>
  );
}
