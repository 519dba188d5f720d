import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Category } from '@orbita/contracts/finance';
import { IconButton, ListItem, ListItemText, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidateAllBut } from '../../../platform/cache';
import { useVersionedSave } from '../../../platform/concurrency';
import { notify } from '../../../platform/toasts';
import { financeApi } from '../api/finance-api';
import { financeKeys } from '../api/keys';
import { financeWrites, useFinanceMutation } from '../api/mutations';
import { reportServerError } from '../shared/server-errors';

/**
 * One category of the management list. "Renomear" turns the row into a field: Enter saves,
 * Esc gives up. A subcategory is indented under its group.
 */
export function CategoryItem({
  category,
  nested,
  canManage,
  onDelete,
}: {
  category: Category;
  nested: boolean;
  canManage: boolean;
  onDelete: () => void;
}) {
  const [name, setName] = useState<string | null>(null);
  // The version the category had when "Renomear" opened the field, whatever arrives meanwhile.
  const [editedVersion, setEditedVersion] = useState(category.version);
  const startRename = () => {
    setEditedVersion(category.version);
    setName(category.name);
  };
  const rename = useFinanceMutation(
    (body: { name: string; version?: number }) => financeApi.updateCategory(category.id, body),
    financeWrites.category,
  );
  const client = useQueryClient();
  const renamed = (saved: Category) => {
    notify.check(`Categoria renomeada para "${saved.name}".`);
    setName(null);
  };
  const versioned = useVersionedSave<Category, { name: string }>({
    send: (body) => rename.mutateAsync(body),
    writeCurrent: (current) =>
      void invalidateAllBut(client, financeKeys.all, financeWrites.category(client, current)),
    labels: { name: 'Nome' },
    onReapplied: renamed,
  });
  const save = () => {
    const next = name?.trim() ?? '';
    if (next === category.name) return setName(null);
    // A stale version: the conflict dialog takes over, the field stays open.
    versioned
      .save({ name: next }, editedVersion)
      .then((saved) => saved && renamed(saved))
      .catch((error: unknown) => reportServerError(error));
  };

  if (name !== null)
    return (
      <ListItem sx={{ pl: nested ? 5 : 2 }}>
        {versioned.dialog}
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', width: '100%' }}>
          <TextField
            size="small"
            fullWidth
            autoFocus
            label={`Novo nome de ${category.name}`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                save();
              }
              if (e.key === 'Escape') {
                // Esc closes the field, not the whole dialog.
                e.stopPropagation();
                setName(null);
              }
            }}
          />
          <IconButton aria-label="Salvar nome" onClick={save} loading={rename.isPending}>
            <CheckOutlined fontSize="small" />
          </IconButton>
          <IconButton aria-label="Cancelar" onClick={() => setName(null)}>
            <CloseOutlined fontSize="small" />
          </IconButton>
        </Stack>
      </ListItem>
    );

  return (
    <ListItem
      aria-label={category.fullName}
      sx={{ pl: nested ? 5 : 2 }}
      secondaryAction={
        canManage && (
          <Stack direction="row">
            <IconButton
              size="small"
              aria-label={`Renomear ${category.fullName}`}
              onClick={startRename}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={`Excluir ${category.fullName}`} onClick={onDelete}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Stack>
        )
      }
    >
      <ListItemText
        primary={category.name}
        slotProps={{ primary: { sx: { fontWeight: nested ? 400 : 600 } } }}
      />
    </ListItem>
  );
}
