import MailIcon from '@mui/icons-material/MarkEmailRead';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Skeleton,
  Typography,
} from '@mui/material';
import { roleDescriptions, roleLabels } from '@orbita/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { logout } from '../../../platform/session/logout';
import { notify } from '../../../platform/toasts';
import { useAcceptInvite, useSwitchWorkspace } from '../api/mutations';
import { inviteQueries } from '../api/queries';
import { formatDate } from '../format';
import { FormAlert } from './form-alert';

/**
 * The invite link's landing (`/conta/conta/{id}?convite=…`). The route is signed-in only, so
 * a signed-out visitor signs in (or registers) first and comes back here. Accepting needs
 * the invited e-mail; otherwise the page says so and offers to sign out.
 */
export function InviteAccept({ token }: { token: string }) {
  const preview = useQuery({ ...inviteQueries.preview(token), retry: false });
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  // Into the new workspace's page before the cache reloads: reloaded here, the used invite
  // would answer "já foi usado" and leave a dead page behind.
  const enter = (workspaceId: string) =>
    void navigate(`/conta/conta/${workspaceId}`, { replace: true });
  const switcher = useSwitchWorkspace(enter);
  useEffect(() => {
    document.title = 'Convite · Orbita';
  }, []);

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: (accepted) => {
        notify.success(`Você agora faz parte da conta ${accepted.workspaceName}.`);
        // A failed switch still enters: the page offers the switch again.
        switcher.mutate(accepted.workspaceId, { onError: () => enter(accepted.workspaceId) });
      },
    });

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 1, md: 4 } }}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <MailIcon color="primary" aria-hidden />
            <Typography variant="h5" component="h1">
              Convite
            </Typography>
          </Box>
          {preview.isPending && (
            <Box role="status" aria-label="Carregando convite">
              <Skeleton width="80%" />
              <Skeleton width="60%" />
              <Skeleton width="40%" />
            </Box>
          )}
          {preview.isError && (
            <Alert severity="error" role="alert">
              {preview.error.message}
            </Alert>
          )}
          {preview.isSuccess && (
            <>
              <Typography>
                {preview.data.invitedBy
                  ? `${preview.data.invitedBy} convidou você`
                  : 'Você foi convidado'}{' '}
                para a conta <strong>{preview.data.workspaceName}</strong> com o papel{' '}
                <strong>{roleLabels[preview.data.role]}</strong>
                {preview.data.team ? `, na equipe ${preview.data.team}` : ''}.
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {roleDescriptions[preview.data.role]} O convite vale até{' '}
                {formatDate(preview.data.expiresAt)}.
              </Typography>
              {!preview.data.emailMatches && (
                <Alert severity="warning">
                  Este convite foi enviado para {preview.data.email}. Saia e entre com esse e-mail
                  para aceitá-lo.
                </Alert>
              )}
              <FormAlert severity="error">{accept.error?.message}</FormAlert>
            </>
          )}
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to="/conta/contas">
            Agora não
          </Button>
          {preview.isSuccess && !preview.data.emailMatches && (
            <Button variant="outlined" onClick={() => void logout(navigate)}>
              Sair
            </Button>
          )}
          {preview.isSuccess && preview.data.emailMatches && (
            <Button
              variant="contained"
              onClick={onAccept}
              disabled={accept.isPending || switcher.isPending}
            >
              {accept.isPending ? 'Aceitando…' : 'Aceitar convite'}
            </Button>
          )}
        </CardActions>
      </Card>
    </Box>
  );
}
