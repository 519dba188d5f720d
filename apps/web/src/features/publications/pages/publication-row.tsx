import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Chip,
  IconButton,
  Link as MuiLink,
  ListItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import type { Publication } from '@orbita/contracts/publications';
import { Link } from 'react-router';
import { dayjs } from '../../../platform/dates';
import { publicationPath } from './new-publication-dialog';
import { StatusChip, UnpublishedChip, VisibilityChip } from './status-chips';

/**
 * One publication of the list: its title opens the editor; status, visibility, the
 * "alterações não publicadas" mark, tags (a click filters by it), authors and the last change.
 */
export function PublicationRow({
  item,
  authors,
  canDelete,
  onTag,
  onDelete,
}: {
  item: Publication;
  /** The authors' names, in order. */
  authors: string[];
  canDelete: boolean;
  onTag: (tag: string) => void;
  onDelete: () => void;
}) {
  return (
    <ListItem divider sx={{ gap: 1, pr: 1, alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.75 }}>
        <MuiLink
          component={Link}
          to={publicationPath(item.id)}
          underline="hover"
          sx={{ fontWeight: 600, fontSize: 16, overflowWrap: 'anywhere' }}
        >
          {item.title}
        </MuiLink>
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <StatusChip status={item.status} />
          <VisibilityChip visibility={item.visibility} />
          {item.hasUnpublishedChanges && <UnpublishedChip />}
          {item.scheduledAt && (
            <Chip
              size="small"
              variant="outlined"
              label={`Agendada para ${dayjs(item.scheduledAt).format('DD/MM/YYYY HH:mm')}`}
            />
          )}
          {item.tags.map((tag) => (
            <Chip
              key={tag}
              size="small"
              label={`#${tag}`}
              onClick={() => onTag(tag)}
              aria-label={`Filtrar pela etiqueta ${tag}`}
            />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {authors.length > 0 && `${authors.join(', ')} · `}
          Atualizada em {dayjs(item.updatedAt).format('DD/MM/YYYY')}
        </Typography>
      </Box>
      {canDelete && (
        <Tooltip title="Excluir">
          <IconButton aria-label={`Excluir ${item.title}`} onClick={onDelete}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      )}
    </ListItem>
  );
}
