import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Box } from '@orbita/contracts/finance';
import {
  Box as Layout,
  ButtonBase,
  Chip,
  IconButton,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { BoxKindIcon } from '../shared/box-kind-icon';
import { Money } from '../shared/money';

/** A box in the Caixas tab: opens the detail drawer; its menu edits, archives or deletes it. */
export function BoxCard({
  box,
  canManage,
  onOpen,
  onEdit,
  onArchive,
  onDelete,
}: {
  box: Box;
  canManage: boolean;
  onOpen: () => void;
  onEdit: () => void;
  onArchive: () => void;
  onDelete: () => void;
}) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const act = (fn: () => void) => () => {
    setMenu(null);
    fn();
  };
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'flex-start', opacity: box.archived ? 0.7 : 1 }}
      aria-label={box.name}
      role="article"
    >
      <ButtonBase
        onClick={onOpen}
        sx={{
          flex: 1,
          p: 2,
          justifyContent: 'flex-start',
          textAlign: 'left',
          borderRadius: 'inherit',
          minWidth: 0,
        }}
        aria-label={`Abrir ${box.name}`}
      >
        <Stack direction="row" spacing={1.5} sx={{ minWidth: 0, width: '100%' }}>
          <BoxKindIcon kind={box.kind} color="primary" />
          <Layout sx={{ minWidth: 0, flex: 1 }}>
            <Typography noWrap sx={{ fontWeight: 500 }}>
              {box.name}
            </Typography>
            <Typography variant="h6" component="p">
              <Money value={box.balance} />
            </Typography>
            {box.kind === 'credit_card' && (
              <Typography variant="body2" color="text.secondary">
                Limite disponível <Money value={box.availableLimit ?? 0} /> · fecha dia{' '}
                {box.closingDay}, vence dia {box.dueDay}
              </Typography>
            )}
            {box.projectedBalance !== box.balance && (
              <Typography variant="body2" color="text.secondary">
                Previsto <Money value={box.projectedBalance} />
              </Typography>
            )}
            <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
              {box.archived && <Chip size="small" label="Arquivada" />}
              {box.finishedAt && <Chip size="small" label="Encerrado" />}
            </Stack>
          </Layout>
        </Stack>
      </ButtonBase>
      {canManage && (
        <>
          <IconButton
            sx={{ m: 1 }}
            aria-label={`Ações de ${box.name}`}
            onClick={(e) => setMenu(e.currentTarget)}
          >
            <MoreVertIcon />
          </IconButton>
          <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
            <MenuItem onClick={act(onEdit)}>Editar</MenuItem>
            <MenuItem onClick={act(onArchive)}>
              {box.archived ? 'Desarquivar' : 'Arquivar'}
            </MenuItem>
            <MenuItem onClick={act(onDelete)} sx={{ color: 'error.main' }}>
              Excluir
            </MenuItem>
          </Menu>
        </>
      )}
    </Paper>
  );
}
