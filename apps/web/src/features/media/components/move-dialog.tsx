import FolderOutlined from '@mui/icons-material/FolderOutlined';
import PermMediaOutlined from '@mui/icons-material/PermMediaOutlined';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import { useId, useState } from 'react';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import type { MediaFolder } from '../model';
import { descendantsOf, flattenFolders } from './folder-tree-model';

/**
 * "Mover para…": the keyboard's (and the phone's) way to put files or a folder in another
 * folder. A folder cannot go inside itself or below it.
 */
export function MoveDialog({
  title,
  folders,
  moving,
  current,
  onMove,
  onClose,
}: {
  title: string;
  folders: readonly MediaFolder[];
  /** the folder being moved, if it is one */
  moving?: string;
  current: string | null;
  onMove: (folderId: string | null) => Promise<unknown>;
  onClose: () => void;
}) {
  const id = useId();
  const [target, setTarget] = useState<string | null>(current);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const blocked = moving ? descendantsOf(folders, moving) : new Set<string>();
  const submit = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onMove(target);
      onClose();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby={id} maxWidth="xs">
      <DialogTitle id={id} sx={{ wordBreak: 'break-word' }}>
        {title}
      </DialogTitle>
      <DialogContent dividers>
        {problem && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {problem}
          </Alert>
        )}
        <List dense aria-label="Destino">
          <ListItemButton selected={target === null} onClick={() => setTarget(null)}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <PermMediaOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Fora das pastas" />
          </ListItemButton>
          {flattenFolders(folders).map(({ folder, depth }) => (
            <ListItemButton
              key={folder.id}
              selected={target === folder.id}
              disabled={blocked.has(folder.id)}
              onClick={() => setTarget(folder.id)}
              sx={{ pl: 2 + depth * 2 }}
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                <FolderOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={folder.name} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" loading={busy} onClick={() => void submit()}>
          Mover
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
