import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Search from '@mui/icons-material/Search';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { mediaKindLabels, mediaKinds } from '@orbita/contracts/media';
import {
  Box,
  IconButton,
  InputAdornment,
  Menu,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useId, useState } from 'react';
import type { MediaKind } from '../model';
import type { FileLayout } from './media-tile';

/** Search, the type filter, grid/list and (when allowed) a menu: the row above the files. */
export function LibraryToolbar({
  search,
  onSearch,
  kind,
  onKind,
  layout,
  onLayout,
  lockKind,
  onCleanOrphans,
}: {
  search: string;
  onSearch: (text: string) => void;
  kind: MediaKind | null;
  onKind: (kind: MediaKind | null) => void;
  layout: FileLayout;
  onLayout: (layout: FileLayout) => void;
  /** The picker of an image field shows images only. */
  lockKind?: boolean;
  /** The "Mais ações" menu's clean-up; absent (no menu) for who may not run it. */
  onCleanOrphans?: () => void;
}) {
  const menuId = useId();
  const [menuAt, setMenuAt] = useState<HTMLElement | null>(null);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        type="search"
        size="small"
        placeholder="Buscar arquivos"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        sx={{ flex: '1 1 240px', minWidth: 0 }}
        slotProps={{
          htmlInput: { 'aria-label': 'Buscar arquivos' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label="Tipo"
        value={kind ?? 'all'}
        disabled={lockKind}
        onChange={(e) => onKind(e.target.value === 'all' ? null : (e.target.value as MediaKind))}
        sx={{ width: 150 }}
      >
        <MenuItem value="all">Todos os tipos</MenuItem>
        {mediaKinds.map((k) => (
          <MenuItem key={k} value={k}>
            {mediaKindLabels[k]}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={layout}
        onChange={(_, value: FileLayout | null) => value && onLayout(value)}
        aria-label="Modo de exibição"
      >
        <ToggleButton value="grid" aria-label="Grade">
          <GridViewOutlined fontSize="small" />
        </ToggleButton>
        <ToggleButton value="list" aria-label="Lista">
          <ViewListOutlined fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      {onCleanOrphans && (
        <>
          <IconButton
            size="small"
            aria-label="Mais ações"
            aria-haspopup="menu"
            aria-controls={menuAt ? menuId : undefined}
            aria-expanded={menuAt ? 'true' : undefined}
            onClick={(e) => setMenuAt(e.currentTarget)}
          >
            <MoreVert fontSize="small" />
          </IconButton>
          <Menu id={menuId} anchorEl={menuAt} open={!!menuAt} onClose={() => setMenuAt(null)}>
            <MenuItem
              onClick={() => {
                setMenuAt(null);
                onCleanOrphans();
              }}
            >
              Limpar arquivos sem uso
            </MenuItem>
          </Menu>
        </>
      )}
    </Box>
  );
}
