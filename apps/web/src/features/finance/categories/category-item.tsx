import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Category } from '@orbita/contracts/finance';
import { IconButton, ListItem, ListItemText, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { financeApi } from '../api/finance-api';
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
  const rename = useFinanceMutation(
    (next: string) => financeApi.updateCategory(category.id, { name: next }),
    financeWrites.category,
  );
  const save = () => {
    const next = name?.trim() ?? '';
    if (next === category.name) return setName(null);
    rename.mutate(next, {
      onSuccess: (saved) => {
        notify.check(`Categoria renomeada para "${saved.name}".`);
        setName(null);
      },
      onError: (error) => reportServerError(error),
    });
  };

  if (name !== null)
    return (
      <ListItem sx={{ pl: nested ? 5 : 2 }}>
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
              onClick={() => setName(category.name)}
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
