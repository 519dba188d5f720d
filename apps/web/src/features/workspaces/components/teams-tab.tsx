import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GroupsIcon from '@mui/icons-material/Groups';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Tooltip,
  Typography,
} from '@mui/material';
import { can, type Team, type WorkspaceDetail } from '@orbita/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { useDeleteTeam } from '../api/mutations';
import { memberQueries, teamQueries } from '../api/queries';
import { ConfirmDialog } from './confirm-dialog';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { TeamDialog } from './team-dialog';
import { useAccountAllows } from '../../../platform/session/app-state';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

/** Equipes: squads with a responsible member; Admins create, edit and delete them. */
export function TeamsTab({ workspace }: { workspace: WorkspaceDetail }) {
  const teams = useQuery(teamQueries.list(workspace.id));
  const members = useQuery(memberQueries.list(workspace.id));
  const remove = useDeleteTeam(workspace.id);
  // Teams are for Organização workspaces (the Principal's account type decides).
  const teamsAllowed = useAccountAllows('teams', workspace.role);
  const admin = can(workspace.role, 'workspace.admin') && teamsAllowed;
  const [editing, setEditing] = useState<Team | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);

  const newButton = admin && (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setEditing('new')}
      disabled={!members.isSuccess}
    >
      Nova equipe
    </Button>
  );

  if (teams.isPending) return <LoadingBlocks label="Carregando equipes" height={120} />;
  if (teams.isError) return <QueryError error={teams.error} onRetry={() => void teams.refetch()} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {teams.data.length === 0 ? (
        <EmptyState icon={<GroupsIcon />} title="Nenhuma equipe ainda" action={newButton}>
          Equipes agrupam membros com um responsável, para atribuir tarefas, encaminhar conversas e
          montar rankings.
        </EmptyState>
      ) : (
        <>
          {newButton && <Box sx={{ justifySelf: 'end' }}>{newButton}</Box>}
          <Box sx={grid}>
            {teams.data.map((team) => (
              <Card key={team.id} variant="outlined" data-testid="team-card">
                <CardContent sx={{ display: 'grid', gap: 1 }}>
                  <Box
                    sx={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      alignItems: 'center',
                      gap: 1,
                    }}
                  >
                    <Typography variant="h6" component="h3" sx={{ wordBreak: 'break-word' }}>
                      {team.name}
                    </Typography>
                    {admin && (
                      <Box sx={{ display: 'flex', flexShrink: 0 }}>
                        <Tooltip title="Editar">
                          <IconButton
                            onClick={() => setEditing(team)}
                            aria-label={`Editar a equipe ${team.name}`}
                            disabled={!members.isSuccess}
                          >
                            <EditIcon />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title="Excluir">
                          <IconButton
                            onClick={() => setDeleting(team)}
                            aria-label={`Excluir a equipe ${team.name}`}
                            color="error"
                          >
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      </Box>
                    )}
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    Responsável: {team.responsible?.name ?? 'ninguém'}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                    {team.members.length === 0 ? (
                      <Typography variant="body2" color="text.secondary">
                        Sem membros
                      </Typography>
                    ) : (
                      team.members.map((m) => <Chip key={m.userId} size="small" label={m.name} />)
                    )}
                  </Box>
                </CardContent>
              </Card>
            ))}
          </Box>
        </>
      )}
      {editing && members.isSuccess && (
        <TeamDialog
          workspaceId={workspace.id}
          team={editing === 'new' ? null : editing}
          members={members.data}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        danger
        title="Excluir equipe?"
        confirmLabel="Excluir"
        busy={remove.isPending}
        error={remove.error?.message}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(`Equipe ${deleting.name} excluída.`);
              setDeleting(null);
            },
          })
        }
      >
        A equipe {deleting?.name} deixa de existir; os membros continuam na conta.
      </ConfirmDialog>
    </Box>
  );
}
