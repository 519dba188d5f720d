import { useDroppable } from '@dnd-kit/core';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Folder from '@mui/icons-material/FolderOutlined';
import PermMedia from '@mui/icons-material/PermMediaOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import type { MediaFolder } from '../model';
import { flattenFolders } from './folder-tree-model';

/** Droppable id of a folder row; "all files" drops take the file out of its folder. */
export const ROOT_DROP = 'folder:root';
export const folderDropId = (id: string | null) => (id ? `folder:${id}` : ROOT_DROP);

export interface FolderActions {
  onRename: (folder: MediaFolder) => void;
  onMove: (folder: MediaFolder) => void;
  onDelete: (folder: MediaFolder) => void;
}

function FolderRow({
  indent,
  dropId,
  selected,
  depth,
  icon,
  label,
  toggle,
  menu,
  onClick,
}: {
  /** Room for the open/close toggles, when some folder has sub-folders. */
  indent: boolean;
  dropId: string;
  selected: boolean;
  depth: number;
  icon: ReactNode;
  label: string;
  toggle?: ReactNode;
  menu?: ReactNode;
  onClick: () => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: dropId });
  return (
    <Box ref={setNodeRef} sx={{ display: 'flex', alignItems: 'center', pl: depth * 2 }}>
      {indent && <Box sx={{ width: 28, flexShrink: 0 }}>{toggle}</Box>}
      <ListItemButton
        selected={selected}
        onClick={onClick}
        aria-current={selected ? 'true' : undefined}
        sx={{
          borderRadius: 1,
          py: 0.5,
          minWidth: 0,
          outline: isOver ? 2 : 0,
          outlineStyle: 'dashed',
          outlineColor: 'primary.main',
          bgcolor: isOver ? 'action.hover' : undefined,
        }}
      >
        <ListItemIcon sx={{ minWidth: 32 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />
      </ListItemButton>
      {menu}
    </Box>
  );
}

function FolderMenu({ folder, actions }: { folder: MediaFolder; actions: FolderActions }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (action: (f: MediaFolder) => void) => () => {
    setAnchor(null);
    action(folder);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Ações da pasta ${folder.name}`}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run(actions.onRename)}>Renomear</MenuItem>
        <MenuItem onClick={run(actions.onMove)}>Mover para…</MenuItem>
        <MenuItem onClick={run(actions.onDelete)} sx={{ color: 'error.main' }}>
          Excluir
        </MenuItem>
      </Menu>
    </>
  );
}

/**
 * The library's folders: "Todos os arquivos" and the tree. Each row is a drop target for
 * files dragged from the grid; its menu renames, moves or deletes it (writers only).
 */
export function FolderTree({
  folders,
  current,
  onOpen,
  onCreate,
  actions,
}: {
  folders: readonly MediaFolder[];
  current: string | null;
  onOpen: (folderId: string | null) => void;
  onCreate?: () => void;
  actions?: FolderActions;
}) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const hasChildren = new Set(folders.map((f) => f.parentId).filter(Boolean));
  const toggle = (id: string) =>
    setCollapsed((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Box component="nav" aria-label="Pastas">
      <List dense disablePadding>
        <FolderRow
          indent={hasChildren.size > 0}
          dropId={ROOT_DROP}
          selected={current === null}
          depth={0}
          icon={<PermMedia fontSize="small" />}
          label="Todos os arquivos"
          onClick={() => onOpen(null)}
        />
        {flattenFolders(folders, collapsed).map(({ folder, depth }) => (
          <FolderRow
            key={folder.id}
            indent={hasChildren.size > 0}
            dropId={folderDropId(folder.id)}
            selected={current === folder.id}
            depth={depth}
            icon={<Folder fontSize="small" />}
            label={folder.name}
            onClick={() => onOpen(folder.id)}
            toggle={
              hasChildren.has(folder.id) && (
                <IconButton
                  size="small"
                  aria-label={
                    collapsed.has(folder.id) ? `Abrir ${folder.name}` : `Recolher ${folder.name}`
                  }
                  aria-expanded={!collapsed.has(folder.id)}
                  onClick={() => toggle(folder.id)}
                >
                  {collapsed.has(folder.id) ? (
                    <ChevronRight fontSize="small" />
                  ) : (
                    <ExpandMore fontSize="small" />
                  )}
                </IconButton>
              )
            }
            menu={actions && <FolderMenu folder={folder} actions={actions} />}
          />
        ))}
      </List>
      {onCreate && (
        <Button
          size="small"
          startIcon={<CreateNewFolderOutlined />}
          onClick={onCreate}
          sx={{ mt: 1, ml: hasChildren.size > 0 ? 3.5 : 0 }}
        >
          Nova pasta
        </Button>
      )}
    </Box>
  );
}
