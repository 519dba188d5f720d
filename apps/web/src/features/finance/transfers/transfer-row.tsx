import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Transfer } from '@orbita/contracts/finance';
import { Box, IconButton, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { formatDay } from '../shared/dates';
import { Money } from '../shared/money';

/** Desktop columns: data, origem → destino, descrição, valor, ações. */
export const transferColumns = '110px minmax(200px, 1.5fr) minmax(180px, 2fr) 150px 96px';

/** "Conta Corrente → Carteira" (an unknown box, e.g. deleted, shows as a dash). */
export function routeLabel(transfer: Transfer, boxNames: Map<string, string>): string {
  return `${boxNames.get(transfer.fromBoxId) ?? '—'} → ${boxNames.get(transfer.toBoxId) ?? '—'}`;
}

/**
 * One transfer: a table row on wide screens with edit and delete buttons; on phones a
 * two-line card whose actions fold into one menu, so the route keeps the width.
 */
export function TransferRow({
  transfer,
  route,
  narrow,
  canWrite,
  onEdit,
  onDelete,
}: {
  transfer: Transfer;
  route: string;
  narrow: boolean;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const name = transfer.description || route;
  const value = <Money value={transfer.value} colored={false} sx={{ fontWeight: 500 }} />;
  const pick = (action: () => void) => () => {
    setMenu(null);
    action();
  };
  const menuActions = canWrite && (
    <>
      <IconButton
        size="small"
        aria-label={`Ações da transferência ${name}`}
        onClick={(e) => setMenu(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem onClick={pick(onEdit)}>Editar</MenuItem>
        <MenuItem onClick={pick(onDelete)} sx={{ color: 'error.main' }}>
          Excluir
        </MenuItem>
      </Menu>
    </>
  );
  const actions = canWrite && (
    <Stack direction="row">
      <IconButton size="small" aria-label={`Editar transferência ${name}`} onClick={onEdit}>
        <EditOutlined fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={`Excluir transferência ${name}`} onClick={onDelete}>
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </Stack>
  );

  if (narrow)
    return (
      <Box
        role="listitem"
        aria-label={name}
        sx={{
          px: 2,
          py: 1.25,
          borderBottom: 1,
          borderColor: 'divider',
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          height: '100%',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 500 }}>
            {route}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
              {formatDay(transfer.date)}
              {transfer.description ? ` · ${transfer.description}` : ''}
            </Typography>
            {value}
          </Stack>
        </Box>
        {menuActions}
      </Box>
    );

  return (
    <Box
      role="row"
      aria-label={name}
      sx={{
        display: 'grid',
        gridTemplateColumns: transferColumns,
        alignItems: 'center',
        gap: 1,
        px: 2,
        height: '100%',
        borderBottom: 1,
        borderColor: 'divider',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Typography role="cell" variant="body2">
        {formatDay(transfer.date)}
      </Typography>
      <Typography role="cell" variant="body2" noWrap sx={{ fontWeight: 500 }}>
        {route}
      </Typography>
      <Typography role="cell" variant="body2" noWrap color="text.secondary">
        {transfer.description || '—'}
      </Typography>
      <Box role="cell" sx={{ textAlign: 'right' }}>
        {value}
      </Box>
      <Box role="cell" sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        {actions}
      </Box>
    </Box>
  );
}
