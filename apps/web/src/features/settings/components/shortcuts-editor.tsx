import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import LinkIcon from '@mui/icons-material/Link';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Tooltip,
} from '@mui/material';
import { SHORTCUTS_MAX, type PersonMenu, type Shortcut } from '@orbita/contracts/settings';
import { useState } from 'react';
import { EmptyState } from '../../../ui/query-states';
import { useSaveMenu } from '../api/mutations';
import { ShortcutDialog } from './shortcut-dialog';
import { shortcutIconSet } from './shortcut-icons';

/** The person's shortcuts: add, edit, remove; they show first in the side menu. */
export function ShortcutsEditor({ menu }: { menu: PersonMenu }) {
  const { save, dialog } = useSaveMenu(menu);
  const [editing, setEditing] = useState<Shortcut | 'new' | null>(null);
  // Resolves undefined on a conflict (the shared dialog took over); rejects on other errors.
  const send = (shortcuts: Shortcut[]) => save({ shortcuts });
  const upsert = (s: Shortcut) =>
    send(
      menu.shortcuts.some((x) => x.id === s.id)
        ? menu.shortcuts.map((x) => (x.id === s.id ? s : x))
        : [...menu.shortcuts, s],
    );
  const full = menu.shortcuts.length >= SHORTCUTS_MAX;
  const add = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setEditing('new')}
      disabled={full}
    >
      Novo atalho
    </Button>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {menu.shortcuts.length === 0 ? (
        <EmptyState icon={<LinkIcon />} title="Nenhum atalho ainda" action={add}>
          Atalhos levam a uma tela do Orbita ou a outro site em um clique, no topo do menu.
        </EmptyState>
      ) : (
        <>
          <List dense disablePadding aria-label="Meus atalhos">
            {menu.shortcuts.map((s) => {
              const { Icon } = shortcutIconSet[s.icon] ?? shortcutIconSet.link;
              return (
                <ListItem
                  key={s.id}
                  disableGutters
                  secondaryAction={
                    <>
                      <Tooltip title="Editar">
                        <IconButton aria-label={`Editar ${s.name}`} onClick={() => setEditing(s)}>
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Remover">
                        <IconButton
                          aria-label={`Remover ${s.name}`}
                          onClick={() =>
                            void send(menu.shortcuts.filter((x) => x.id !== s.id)).catch(() => {})
                          }
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </>
                  }
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText
                    primary={s.name}
                    secondary={s.url}
                    slotProps={{ secondary: { noWrap: true, sx: { pr: 10 } } }}
                  />
                </ListItem>
              );
            })}
          </List>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            {add}
            {full && (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                Você chegou ao limite de {SHORTCUTS_MAX} atalhos.
              </Box>
            )}
          </Box>
        </>
      )}
      {editing && (
        <ShortcutDialog
          initial={editing === 'new' ? undefined : editing}
          onSave={upsert}
          onClose={() => setEditing(null)}
        />
      )}
      {dialog}
    </Box>
  );
}
