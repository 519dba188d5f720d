import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  Avatar,
  Divider,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../platform/session/logout';
import { useSession } from '../../platform/session/use-session';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { personInitials } from '../../ui/person-initials';

interface SessionUser {
  id?: string;
  name?: string;
  email?: string;
  avatarUrl?: string | null;
}

export function UserMenu() {
  const session = useSession();
  const user = (session?.user ?? {}) as SessionUser;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const close = () => setAnchor(null);
  // Ideas captured offline and not sent yet (flow's capture queue, on this device).
  const [waiting, setWaiting] = useState(0);
  const leave = async () => {
    close();
    const count = user.id
      ? await import('../../features/flow/inbox/offline/capture-queue')
          .then((m) => m.readQueue(user.id!))
          .then((list) => list.length)
          .catch(() => 0)
      : 0;
    if (count > 0) setWaiting(count);
    else void logout(navigate);
  };

  return (
    <>
      <Tooltip title="Sua conta">
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label="Abrir menu da conta"
          aria-haspopup="menu"
          sx={{ p: 0.5 }}
        >
          <Avatar
            src={user.avatarUrl ?? undefined}
            alt={user.name ?? ''}
            // secondary.dark: white initials on the spec's green #4CAF50 read at 2.5:1 only.
            sx={{
              width: 36,
              height: 36,
              bgcolor: 'secondary.dark',
              color: 'common.white',
              fontSize: 16,
            }}
          >
            {personInitials(user.name, user.email)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {(user.name || user.email) && [
          <MenuItem key="who" disabled sx={{ opacity: '1 !important', display: 'block' }}>
            <Typography sx={{ fontWeight: 500 }}>{user.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {user.email}
            </Typography>
          </MenuItem>,
          <Divider key="d" />,
        ]}
        <MenuItem
          onClick={() => {
            close();
            void navigate('/me/perfil');
          }}
        >
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          Perfil
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void navigate('/me/configuracoes');
          }}
        >
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          Configurações
        </MenuItem>
        <MenuItem onClick={() => void leave()}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Sair
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={waiting > 0}
        title="Sair com ideias aguardando conexão?"
        text={
          waiting === 1
            ? 'Uma ideia coletada sem conexão ainda não foi enviada. Ela fica guardada neste aparelho e será enviada quando você entrar de novo aqui.'
            : `${waiting} ideias coletadas sem conexão ainda não foram enviadas. Elas ficam guardadas neste aparelho e serão enviadas quando você entrar de novo aqui.`
        }
        confirmLabel="Sair"
        busy={false}
        onCancel={() => setWaiting(0)}
        onConfirm={() => {
          setWaiting(0);
          void logout(navigate);
        }}
      />
    </>
  );
}
