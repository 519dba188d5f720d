import GroupIcon from '@mui/icons-material/Group';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import {
  Avatar,
  Box,
  Card,
  CardContent,
  Chip,
  IconButton,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  can,
  grantableBy,
  roleAtLeast,
  roleLabels,
  type GrantableRole,
  type Member,
  type WorkspaceDetail,
} from '@orbita/contracts/workspaces';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useVersionedSave } from '../../../platform/concurrency';
import { notify } from '../../../platform/toasts';
import { useChangeRole, useRemoveMember } from '../api/mutations';
import { asVersionedMember, type VersionedMember } from '../api/member-conflict';
import { memberQueries } from '../api/queries';
import { useSession } from '../../../platform/session/use-session';
import { formatDate } from '../format';
import { ConfirmDialog } from './confirm-dialog';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { personInitials } from '../../../ui/person-initials';
import { RoleChip } from './role-chip';
import { useAccountAllows } from '../../../platform/session/app-state';

interface RowProps {
  member: Member;
  manageable: boolean;
  options: GrantableRole[];
  busy: boolean;
  onRole: (role: GrantableRole) => void;
  onRemove: () => void;
}

function RoleControl({ member, manageable, options, busy, onRole }: Omit<RowProps, 'onRemove'>) {
  if (!manageable) return <RoleChip role={member.role} />;
  return (
    <TextField
      select
      size="small"
      value={member.role}
      onChange={(e) => onRole(e.target.value as GrantableRole)}
      disabled={busy}
      slotProps={{ htmlInput: { 'aria-label': `Papel de ${member.name}` } }}
      sx={{ minWidth: 140 }}
    >
      {options.map((role) => (
        <MenuItem key={role} value={role}>
          {roleLabels[role]}
        </MenuItem>
      ))}
    </TextField>
  );
}

function RemoveButton({ member, onRemove }: { member: Member; onRemove: () => void }) {
  return (
    <Tooltip title="Remover da conta">
      <IconButton
        onClick={onRemove}
        aria-label={`Remover ${member.name}`}
        color="error"
        sx={{ flexShrink: 0 }}
      >
        <PersonRemoveIcon />
      </IconButton>
    </Tooltip>
  );
}

function Person({ member }: { member: Member }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0, flex: 1 }}>
      <Avatar
        src={member.avatarUrl ?? undefined}
        sx={{ bgcolor: 'secondary.main', width: 36, height: 36, fontSize: 15, flexShrink: 0 }}
      >
        {personInitials(member.name, member.email)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: 500 }}>
          {member.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {member.email}
        </Typography>
      </Box>
    </Box>
  );
}

const Teams = ({ member }: { member: Member }) => (
  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
    {member.teams.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    ) : (
      member.teams.map((t) => (
        <Chip
          key={t.id}
          size="small"
          variant="outlined"
          label={t.name}
          sx={{ boxShadow: 'none' }}
        />
      ))
    )}
  </Box>
);

/** Membros: everyone sees who is in; Admins change roles (up to their own) and remove. */
export function MembersTab({ workspace }: { workspace: WorkspaceDetail }) {
  const members = useQuery(memberQueries.list(workspace.id));
  const changeRole = useChangeRole(workspace.id);
  const remove = useRemoveMember(workspace.id);
  const me = (useSession()?.user as { id?: string } | undefined)?.id;
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const [removing, setRemoving] = useState<Member | null>(null);
  const membersAllowed = useAccountAllows('members', workspace.role);
  const admin = can(workspace.role, 'workspace.admin') && membersAllowed;
  const options = grantableBy(workspace.role);
  const manageable = (m: Member) =>
    admin && m.role !== 'owner' && m.userId !== me && roleAtLeast(workspace.role, m.role);

  const client = useQueryClient();
  const announce = (m: Member) =>
    notify.success(`${m.name} agora é ${roleLabels[m.role as GrantableRole]}.`);
  // The role goes with the version of the row the person saw: a role changed meanwhile by
  // someone else opens the conflict dialog instead of being overwritten (issue 14).
  const versioned = useVersionedSave<VersionedMember, { id: string; role: GrantableRole }>({
    send: ({ id, role, version }) =>
      asVersionedMember(id, () => changeRole.mutateAsync({ userId: id, role, version })),
    writeCurrent: (current) => {
      const { id: _id, ...member } = current;
      client.setQueryData<Member[]>(memberQueries.list(workspace.id).queryKey, (all) =>
        all?.map((m) => (m.userId === member.userId ? member : m)),
      );
    },
    labels: { role: 'Papel' },
    format: (field, value) => (field === 'role' ? roleLabels[value as GrantableRole] : undefined),
    onReapplied: announce,
  });
  const onRole = (m: Member, role: GrantableRole) =>
    versioned
      .save({ id: m.userId, role }, m.version)
      .then((saved) => saved?.role === role && announce(saved))
      .catch((e: Error) => notify.error(e.message));

  if (members.isPending) return <LoadingBlocks label="Carregando membros" height={72} />;
  if (members.isError)
    return <QueryError error={members.error} onRetry={() => void members.refetch()} />;
  if (members.data.length === 0) return <EmptyState icon={<GroupIcon />} title="Nenhum membro" />;

  const row = (m: Member): RowProps => ({
    member: m,
    manageable: manageable(m),
    options,
    busy: changeRole.isPending,
    onRole: (r) => onRole(m, r),
    onRemove: () => setRemoving(m),
  });
  return (
    <>
      {versioned.dialog}
      {wide ? (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Membros da conta">
            <TableHead>
              <TableRow>
                <TableCell>Pessoa</TableCell>
                <TableCell>Papel</TableCell>
                <TableCell>Equipes</TableCell>
                <TableCell>Desde</TableCell>
                {admin && <TableCell align="right">Ações</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {members.data.map((m) => (
                <TableRow key={m.userId} hover data-testid="member-row">
                  <TableCell sx={{ maxWidth: 360 }}>
                    <Person member={m} />
                  </TableCell>
                  <TableCell>
                    <RoleControl {...row(m)} />
                  </TableCell>
                  <TableCell>
                    <Teams member={m} />
                  </TableCell>
                  <TableCell>{formatDate(m.joinedAt)}</TableCell>
                  {admin && (
                    <TableCell align="right">
                      {manageable(m) && <RemoveButton member={m} onRemove={() => setRemoving(m)} />}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {members.data.map((m) => (
            <Card key={m.userId} variant="outlined" data-testid="member-row">
              <CardContent
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(0, 1fr)',
                  justifyItems: 'start',
                  gap: 1.5,
                  '&:last-child': { pb: 2 },
                }}
              >
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', width: '100%' }}>
                  <Person member={m} />
                  {manageable(m) && <RemoveButton member={m} onRemove={() => setRemoving(m)} />}
                </Box>
                <RoleControl {...row(m)} />
                {m.teams.length > 0 && <Teams member={m} />}
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={!!removing}
        danger
        title="Remover da conta?"
        confirmLabel="Remover"
        busy={remove.isPending}
        error={remove.error?.message}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.userId, {
            onSuccess: () => {
              notify.success(`${removing.name} foi removido da conta.`);
              setRemoving(null);
            },
          })
        }
      >
        {removing?.name} deixará de ver {workspace.name}, sairá das equipes e as chaves de API que
        criou aqui serão revogadas.
      </ConfirmDialog>
    </>
  );
}
