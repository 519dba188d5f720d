import MailIcon from '@mui/icons-material/Mail';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Typography,
  type ChipProps,
} from '@mui/material';
import {
  inviteStatusLabels,
  type Invite,
  type InviteStatus,
  type WorkspaceDetail,
} from '@orbita/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { useResendInvite, useRevokeInvite } from '../api/mutations';
import { inviteQueries, teamQueries } from '../api/queries';
import { formatDate, formatDateTime } from '../format';
import { ConfirmDialog } from './confirm-dialog';
import { InviteDialog } from './invite-dialog';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { RoleChip } from './role-chip';
import { useAccountAllows } from '../../../platform/session/app-state';

const statusColor: Record<InviteStatus, ChipProps['color']> = {
  pending: 'warning',
  accepted: 'success',
  revoked: 'default',
  expired: 'error',
};
const open = (i: Invite) => i.status === 'pending' || i.status === 'expired';

/** Convites (Admin): invite, and the list with resend / revoke for the open ones. */
export function InvitesTab({ workspace }: { workspace: WorkspaceDetail }) {
  const invites = useQuery(inviteQueries.list(workspace.id));
  const teams = useQuery(teamQueries.list(workspace.id));
  const resend = useResendInvite(workspace.id);
  const revoke = useRevokeInvite(workspace.id);
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<Invite | null>(null);

  // Inviting needs a Criador or Organização workspace (the Principal's account type).
  const inviteButton = useAccountAllows('members', workspace.role) && (
    <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
      Convidar
    </Button>
  );
  const sorted = [...(invites.data ?? [])].sort((a, b) => Number(open(b)) - Number(open(a)));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {invites.isPending && <LoadingBlocks label="Carregando convites" height={72} />}
      {invites.isError && (
        <QueryError error={invites.error} onRetry={() => void invites.refetch()} />
      )}
      {invites.isSuccess && invites.data.length === 0 && (
        <EmptyState icon={<MailIcon />} title="Nenhum convite enviado" action={inviteButton}>
          Convide pessoas por e-mail com o papel que elas terão nesta conta.
        </EmptyState>
      )}
      {invites.isSuccess && invites.data.length > 0 && (
        <>
          <Box sx={{ justifySelf: 'end' }}>{inviteButton}</Box>
          {sorted.map((invite) => (
            <Card key={invite.id} variant="outlined" data-testid="invite-row">
              <CardContent
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1.5,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  pb: 1,
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500, wordBreak: 'break-all' }}>
                    {invite.email}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {invite.invitedBy ? `Por ${invite.invitedBy.name}, ` : ''}em{' '}
                    {formatDateTime(invite.createdAt)}
                    {invite.team ? ` · Equipe ${invite.team.name}` : ''}
                    {invite.status === 'pending'
                      ? ` · Vale até ${formatDate(invite.expiresAt)}`
                      : ''}
                    {invite.acceptedAt ? ` · Aceito em ${formatDateTime(invite.acceptedAt)}` : ''}
                  </Typography>
                </Box>
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <RoleChip role={invite.role} />
                  <Chip
                    size="small"
                    color={statusColor[invite.status]}
                    label={inviteStatusLabels[invite.status]}
                  />
                </Box>
              </CardContent>
              {open(invite) && (
                <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 1.5, pt: 0 }}>
                  <Button
                    size="small"
                    disabled={resend.isPending}
                    onClick={() =>
                      resend.mutate(invite.id, {
                        onSuccess: () =>
                          notify.success(
                            `Convite reenviado para ${invite.email}. O link anterior deixou de valer.`,
                          ),
                        onError: (e) => notify.error(e.message),
                      })
                    }
                  >
                    Reenviar
                  </Button>
                  <Button size="small" color="error" onClick={() => setRevoking(invite)}>
                    Revogar
                  </Button>
                </CardActions>
              )}
            </Card>
          ))}
        </>
      )}
      {inviting && (
        <InviteDialog
          workspaceId={workspace.id}
          myRole={workspace.role}
          teams={teams.data ?? []}
          onClose={() => setInviting(false)}
        />
      )}
      <ConfirmDialog
        open={!!revoking}
        danger
        title="Revogar convite?"
        confirmLabel="Revogar"
        busy={revoke.isPending}
        error={revoke.error?.message}
        onClose={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              notify.success('Convite revogado.');
              setRevoking(null);
            },
          })
        }
      >
        O link enviado para {revoking?.email} deixa de funcionar.
      </ConfirmDialog>
    </Box>
  );
}
