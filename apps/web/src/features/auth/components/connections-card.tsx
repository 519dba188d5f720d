import GoogleIcon from '@mui/icons-material/Google';
import { Box, Button, Chip, Typography } from '@mui/material';
import type { AppState } from '@orbita/contracts/auth';
import type { ReactNode } from 'react';
import { GoogleSignIn } from '../../../platform/google-sign-in';
import { useConnectGoogle, useDisconnectGoogle } from '../api/profile-mutations';
import { FacebookConnection } from './facebook-connection';
import { FormAlert } from './form-alert';
import { SectionCard } from '../../../ui/section-card';

function Connection({
  icon,
  name,
  status,
  children,
}: {
  icon: ReactNode;
  name: string;
  status: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1 }}>
      {icon}
      <Typography sx={{ fontWeight: 500, flex: 1, minWidth: 120 }}>{name}</Typography>
      {status}
      {children && (
        <Box
          sx={{ width: { xs: '100%', sm: 'auto' }, display: 'flex', justifyContent: 'flex-end' }}
        >
          {children}
        </Box>
      )}
    </Box>
  );
}

/** Sign-in connections: Google (connect/disconnect) and Facebook (OAuth dialog, when configured). */
export function ConnectionsCard({ app }: { app: AppState }) {
  const connect = useConnectGoogle();
  const disconnect = useDisconnectGoogle();
  const { googleLinked, hasPassword } = app.user;
  const clientId = app.settings.googleClientId;
  const error = connect.error ?? disconnect.error;

  let googleAction: ReactNode = null;
  if (googleLinked) {
    googleAction = (
      <Button
        variant="outlined"
        color="error"
        disabled={disconnect.isPending}
        onClick={() => disconnect.mutate()}
      >
        {disconnect.isPending ? 'Desconectando…' : 'Desconectar'}
      </Button>
    );
  } else if (clientId) {
    googleAction = (
      <GoogleSignIn
        id="google-connect"
        clientId={clientId}
        onSuccess={(credential) => connect.mutate(credential)}
        options={{ width: 240 }}
      />
    );
  }

  return (
    <SectionCard title="Conexões" subtitle="Ligue ao seu perfil contas que você já usa.">
      <Box>
        <Connection
          icon={<GoogleIcon sx={{ color: '#4285F4' }} aria-hidden />}
          name="Google"
          status={
            <Chip
              size="small"
              color={googleLinked ? 'success' : 'default'}
              label={googleLinked ? 'Conectado' : clientId ? 'Não conectado' : 'Indisponível'}
            />
          }
        >
          {googleAction}
        </Connection>
        {googleLinked && !hasPassword && (
          <Typography variant="body2" color="text.secondary">
            Defina uma senha antes de desconectar o Google, para não perder o acesso.
          </Typography>
        )}
        <FacebookConnection />
      </Box>
      <FormAlert severity="error">{error?.message}</FormAlert>
    </SectionCard>
  );
}
