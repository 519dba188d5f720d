import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SettingsIcon from '@mui/icons-material/ManageAccounts';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import {
  Box,
  Button,
  Divider,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../platform/toasts';
import { useSwitchWorkspace } from '../api/mutations';
import { useCurrentWorkspace, useWorkspaceFollower } from '../api/use-current-workspace';
import { equivalentPath } from '../equivalent-path';
import { RoleChip } from './role-chip';

/** Top-bar switcher: the current workspace, and every other one of mine a click away. */
export function WorkspaceSwitcher() {
  useWorkspaceFollower();
  const { id, workspace, mine } = useCurrentWorkspace();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A list or process of the old workspace would be a dead page in the new one: its index.
  const switcher = useSwitchWorkspace((workspaceId) => {
    const next = equivalentPath(pathname, workspaceId);
    if (next) void navigate(next);
  });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  const choose = (targetId: string, name: string) => {
    close();
    if (targetId === id) return;
    switcher.mutate(targetId, {
      onSuccess: () => notify.success(`Você está na conta ${name}.`),
      onError: (error) => notify.error(error.message),
    });
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-label={`Conta atual: ${workspace?.name ?? 'carregando'}. Trocar de conta`}
        startIcon={<WorkspacesIcon />}
        endIcon={<ExpandMoreIcon />}
        disabled={switcher.isPending}
        sx={{
          minWidth: 0,
          maxWidth: { xs: 80, sm: 260 },
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
        }}
        data-testid="workspace-switcher"
      >
        {/* On a phone the top bar has room for the icon only; the menu names every workspace. */}
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'block' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {workspace?.name ?? (mine.isError ? 'Contas' : '…')}
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, maxWidth: 360 } } }}
      >
        <Typography variant="overline" color="text.secondary" sx={{ px: 2 }}>
          Minhas contas
        </Typography>
        {mine.isPending && <MenuItem disabled>Carregando…</MenuItem>}
        {mine.isError && (
          <MenuItem onClick={() => void mine.refetch()}>
            {mine.error.message} Tentar de novo
          </MenuItem>
        )}
        {mine.data?.map((w) => (
          <MenuItem key={w.id} selected={w.id === id} onClick={() => choose(w.id, w.name)}>
            <ListItemIcon>{w.id === id ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText
              primary={w.name}
              secondary={
                w.kind === 'personal'
                  ? 'Pessoal'
                  : `${w.memberCount} ${w.memberCount === 1 ? 'membro' : 'membros'}`
              }
              slotProps={{ primary: { noWrap: true } }}
            />
            <Box sx={{ ml: 1 }}>
              <RoleChip role={w.role} />
            </Box>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void navigate('/conta/contas');
          }}
        >
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          Gerenciar contas
        </MenuItem>
      </Menu>
    </>
  );
}
