import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import {
  formatCode,
  taskStatusLabels,
  type TaskList,
  type TaskStatus,
} from '@orbita/contracts/flow';
import {
  Box,
  Card,
  CardActionArea,
  Chip,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListIcon } from './list-icons';

const shown: TaskStatus[] = ['todo', 'doing', 'done'];

/** One list on `/flow/listas`: colour, icon, name, task counts; edit/delete for Criador+. */
export function ListCard({
  list,
  canManage,
  onEdit,
  onDelete,
}: {
  list: TaskList;
  canManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = list.counts.todo + list.counts.doing;
  return (
    <Card
      variant="outlined"
      sx={{ borderTop: 4, borderTopColor: list.color, position: 'relative', height: '100%' }}
    >
      <CardActionArea
        component={Link}
        to={`/flow/lista/${list.id}`}
        sx={{
          p: 2,
          height: '100%',
          alignItems: 'flex-start',
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
        }}
      >
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', pr: 5, minWidth: 0, width: '100%' }}
        >
          <Box
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              borderRadius: 2,
              bgcolor: `${list.color}22`,
              flexShrink: 0,
            }}
          >
            <ListIcon name={list.icon} color={list.color} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" noWrap sx={{ fontSize: '1.1rem' }}>
              {list.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Próximo código {formatCode(list.sequence, list.sequence.lastNumber + 1)} ·{' '}
              {open === 1 ? '1 tarefa aberta' : `${open} tarefas abertas`}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {shown.map((s) => (
            <Chip
              key={s}
              size="small"
              variant="outlined"
              label={`${taskStatusLabels[s]}: ${list.counts[s]}`}
            />
          ))}
        </Stack>
      </CardActionArea>
      {canManage && (
        <>
          <IconButton
            aria-label={`Ações da lista ${list.name}`}
            onClick={(e) => setAnchor(e.currentTarget)}
            sx={{ position: 'absolute', top: 12, right: 8 }}
          >
            <MoreVert />
          </IconButton>
          <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
            <MenuItem
              onClick={() => {
                setAnchor(null);
                onEdit();
              }}
            >
              <ListItemIcon>
                <EditOutlined fontSize="small" />
              </ListItemIcon>
              Editar
            </MenuItem>
            <MenuItem
              onClick={() => {
                setAnchor(null);
                onDelete();
              }}
              sx={{ color: 'error.main' }}
            >
              <ListItemIcon>
                <DeleteOutline fontSize="small" color="error" />
              </ListItemIcon>
              Excluir
            </MenuItem>
          </Menu>
        </>
      )}
    </Card>
  );
}
