import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Entry } from '@orbita/contracts/finance';
import { Box, Chip, IconButton, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { formatDay } from '../shared/dates';
import { Money } from '../shared/money';
import { AttachmentMarker } from './entry-attachments';
import { RecurrenceMarker } from '../recurrences/recurrence-marker';
import { CreateRuleFromEntry } from '../rules/create-rule-from-entry';
import { useCan } from '../../../platform/session/app-state';

/** Desktop columns: data, descrição, categoria, caixa, situação, valor, ações. */
export const entryColumns =
  '110px minmax(180px, 2fr) minmax(120px, 1fr) minmax(120px, 1fr) 110px 150px 48px';

/** One entry of the list: a table row on wide screens, a two-line card on phones. */
export function EntryRow({
  entry,
  boxName,
  categoryName,
  narrow,
  canWrite,
  onEdit,
  onDelete,
  onToggleStatus,
  attachmentCount,
}: {
  entry: Entry;
  boxName: string;
  categoryName: string;
  narrow: boolean;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onToggleStatus: () => void;
  /** Receipts (comprovantes) of the entry: a paperclip when any. */
  attachmentCount?: number;
}) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [creatingRule, setCreatingRule] = useState(false);
  const canManageRules = useCan('structure.manage', 'finance');
  const signed = entry.type === 'expense' ? -entry.value : entry.value;
  const status = (
    <Chip
      size="small"
      label={entry.status === 'paid' ? 'Pago' : 'Pendente'}
      color={entry.status === 'paid' ? 'success' : 'warning'}
      variant={entry.status === 'paid' ? 'outlined' : 'filled'}
      onClick={canWrite ? onToggleStatus : undefined}
      aria-label={
        canWrite
          ? `${entry.status === 'paid' ? 'Pago' : 'Pendente'}: marcar como ${entry.status === 'paid' ? 'pendente' : 'pago'}`
          : undefined
      }
    />
  );
  const value = (
    <Money
      value={signed}
      sx={{ fontWeight: 500, color: entry.type === 'revenue' ? 'success.main' : 'error.main' }}
    />
  );
  const actions = canWrite && (
    <>
      <IconButton
        size="small"
        aria-label={`Ações de ${entry.description}`}
        onClick={(e) => setMenu(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setMenu(null);
            onEdit();
          }}
        >
          Editar
        </MenuItem>
        {canManageRules && (
          <MenuItem
            onClick={() => {
              setMenu(null);
              setCreatingRule(true);
            }}
          >
            Criar regra
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setMenu(null);
            onDelete();
          }}
          sx={{ color: 'error.main' }}
        >
          Excluir
        </MenuItem>
      </Menu>
      {creatingRule && <CreateRuleFromEntry entry={entry} onClose={() => setCreatingRule(false)} />}
    </>
  );
  const marker = <RecurrenceMarker entryId={entry.id} />;
  const tags = entry.tags.map((t) => (
    <Chip
      key={t}
      size="small"
      label={`#${t}`}
      variant="outlined"
      sx={{ height: 20, fontSize: 11 }}
    />
  ));

  if (narrow)
    return (
      <Box
        role="listitem"
        aria-label={entry.description}
        sx={{
          px: 2,
          py: 1.25,
          borderBottom: 1,
          borderColor: 'divider',
          display: 'flex',
          gap: 1,
          alignItems: 'center',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography noWrap sx={{ fontWeight: 500 }}>
              {entry.description}
            </Typography>
            {marker}
            <AttachmentMarker count={attachmentCount} />
          </Stack>
          <Typography variant="body2" color="text.secondary" noWrap>
            {formatDay(entry.date)} · {categoryName} · {boxName}
          </Typography>
        </Box>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
          {value}
          {status}
        </Stack>
        {actions}
      </Box>
    );

  return (
    <Box
      role="row"
      aria-label={entry.description}
      sx={{
        display: 'grid',
        gridTemplateColumns: entryColumns,
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
        {formatDay(entry.date)}
      </Typography>
      <Stack role="cell" direction="row" spacing={0.5} sx={{ minWidth: 0, alignItems: 'center' }}>
        <Typography noWrap variant="body2" sx={{ fontWeight: 500 }}>
          {entry.description}
        </Typography>
        {marker}
        <AttachmentMarker count={attachmentCount} />
        {tags}
      </Stack>
      <Typography role="cell" variant="body2" noWrap color="text.secondary">
        {categoryName}
      </Typography>
      <Typography role="cell" variant="body2" noWrap color="text.secondary">
        {boxName}
      </Typography>
      <Box role="cell">{status}</Box>
      <Box role="cell" sx={{ textAlign: 'right' }}>
        {value}
      </Box>
      <Box role="cell">{actions}</Box>
    </Box>
  );
}
