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
import { personInitials } from '../../ui/person-initials';

interface SessionUser {
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
        <MenuItem
          onClick={() => {
            close();
            void logout(navigate);
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Sair
        </MenuItem>
      </Menu>
    </>
  );
}
