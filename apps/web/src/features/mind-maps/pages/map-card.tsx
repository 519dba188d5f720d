import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import {
  Box,
  Card,
  CardActionArea,
  Chip,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import type { MindMap } from '@orbita/contracts/mind-maps';
import { useState } from 'react';
import { Link } from 'react-router';
import { dayjs } from '../../../platform/dates';
import { MapPreview } from '../gallery/map-preview';

/** What a card's menu may do: Editor+ renames; Criador+ copies, archives and deletes. */
export interface MapCardActions {
  onFavourite: (favourite: boolean) => void;
  onRename?: () => void;
  onDuplicate?: () => void;
  onArchive?: (archived: boolean) => void;
  onDelete?: () => void;
}

/** "1 nó" / "12 nós". */
export const nodeCountText = (count: number) => `${count} ${count === 1 ? 'nó' : 'nós'}`;

/** The path of a map's editor. */
export const mapPath = (id: string) => `/mind-space/mind-map/${id}`;

/** One map of the list or the gallery: thumbnail, title, last change and size; its actions. */
export function MapCard({ map, actions }: { map: MindMap; actions: MapCardActions }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { onRename, onDuplicate, onArchive, onDelete } = actions;
  const hasMenu = !!(onRename || onDuplicate || onArchive || onDelete);
  const archived = map.archivedAt !== null;
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={map.title}
      sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        component={Link}
        to={mapPath(map.id)}
        aria-label={`Abrir ${map.title}`}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <MapPreview preview={map.preview} />
        <Box sx={{ p: 2, pr: hasMenu ? 6 : 2, minWidth: 0 }}>
          <Typography
            variant="subtitle1"
            component="h2"
            title={map.title}
            sx={{ fontWeight: 500, overflowWrap: 'anywhere', lineHeight: 1.3 }}
          >
            {map.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Atualizado em {dayjs(map.updatedAt).format('DD/MM/YYYY')} ·{' '}
            {nodeCountText(map.nodeCount)}
          </Typography>
          {archived && <Chip size="small" label="Arquivado" sx={{ mt: 1 }} />}
        </Box>
      </CardActionArea>
      <Box sx={{ position: 'absolute', top: 4, right: 4, display: 'flex' }}>
        <Tooltip title={map.favourite ? 'Remover dos favoritos' : 'Favoritar'}>
          <IconButton
            aria-label={
              map.favourite ? `Remover ${map.title} dos favoritos` : `Favoritar ${map.title}`
            }
            aria-pressed={map.favourite}
            onClick={() => actions.onFavourite(!map.favourite)}
            sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
          >
            {map.favourite ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />}
          </IconButton>
        </Tooltip>
      </Box>
      {hasMenu && (
        <IconButton
          aria-label={`Ações de ${map.title}`}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ position: 'absolute', right: 4, bottom: 8 }}
        >
          <MoreVert />
        </IconButton>
      )}
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {onRename && (
          <MenuItem onClick={run(onRename)}>
            <ListItemIcon>
              <EditOutlined fontSize="small" />
            </ListItemIcon>
            Renomear
          </MenuItem>
        )}
        {onDuplicate && (
          <MenuItem onClick={run(onDuplicate)}>
            <ListItemIcon>
              <ContentCopyOutlined fontSize="small" />
            </ListItemIcon>
            Duplicar
          </MenuItem>
        )}
        {onArchive && (
          <MenuItem onClick={run(() => onArchive(!archived))}>
            <ListItemIcon>
              {archived ? (
                <UnarchiveOutlined fontSize="small" />
              ) : (
                <ArchiveOutlined fontSize="small" />
              )}
            </ListItemIcon>
            {archived ? 'Desarquivar' : 'Arquivar'}
          </MenuItem>
        )}
        {onDelete && (
          <MenuItem onClick={run(onDelete)} sx={{ color: 'error.main' }}>
            <ListItemIcon>
              <DeleteOutline fontSize="small" color="error" />
            </ListItemIcon>
            Excluir
          </MenuItem>
        )}
      </Menu>
    </Card>
  );
}
