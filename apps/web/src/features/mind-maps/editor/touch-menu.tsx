import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A node's menu, opened by a long press (touch) or a right click (touch-gestures.ts):
 * "Adicionar filho", "Adicionar irmão", "Editar", "Excluir", "Converter em tarefas",
 * "Detalhes". For an Observador only "Detalhes"; the root has no sibling and cannot be
 * deleted.
 *
 * Props: `menu` — `{ nodeId, at: { x, y } }` (client pixels) or null when closed; `isRoot`;
 * `readOnly`; `onAction(action, nodeId)` — the editor runs it (add-child/add-sibling/edit/
 * delete through its commands, convert opens H4's `ConvertToWorkDialog`, details opens the
 * node panel); `onClose`.
 */
export type NodeMenuAction =
  'add-child' | 'add-sibling' | 'edit' | 'delete' | 'convert' | 'details';

export interface NodeMenuState {
  nodeId: string;
  at: { x: number; y: number };
}

interface Item {
  action: NodeMenuAction;
  label: string;
  icon: ReactNode;
  writes: boolean;
  notOnRoot?: boolean;
}

const ITEMS: Item[] = [
  { action: 'add-child', label: 'Adicionar filho', icon: <AddOutlined />, writes: true },
  {
    action: 'add-sibling',
    label: 'Adicionar irmão',
    icon: <PlaylistAddOutlined />,
    writes: true,
    notOnRoot: true,
  },
  { action: 'edit', label: 'Editar', icon: <EditOutlined />, writes: true },
  { action: 'delete', label: 'Excluir', icon: <DeleteOutlined />, writes: true, notOnRoot: true },
  { action: 'convert', label: 'Converter em tarefas', icon: <TaskAltOutlined />, writes: true },
  { action: 'details', label: 'Detalhes', icon: <InfoOutlined />, writes: false },
];

export function NodeMenu({
  menu,
  isRoot,
  readOnly,
  onAction,
  onClose,
}: {
  menu: NodeMenuState | null;
  isRoot: boolean;
  readOnly: boolean;
  onAction: (action: NodeMenuAction, nodeId: string) => void;
  onClose: () => void;
}) {
  const items = ITEMS.filter((i) => !(readOnly && i.writes) && !(isRoot && i.notOnRoot));
  return (
    <Menu
      open={menu !== null}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={menu ? { top: menu.at.y, left: menu.at.x } : undefined}
      slotProps={{ list: { 'aria-label': 'Ações da ideia', dense: false } }}
    >
      {items.map((item) => (
        <MenuItem
          key={item.action}
          sx={{ minHeight: 44 }}
          onClick={() => {
            const id = menu?.nodeId;
            onClose();
            if (id) onAction(item.action, id);
          }}
        >
          <ListItemIcon>{item.icon}</ListItemIcon>
          <ListItemText>{item.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
