import AddIcon from '@mui/icons-material/Add';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { Alert, Box, Button, Link } from '@mui/material';
import type { AccountType } from '@orbita/contracts/auth';
import { canCreateWorkspaces } from '@orbita/contracts/workspaces';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../../platform/session/use-session';
import { notify } from '../../../platform/toasts';
import { PageHeader } from '../../../ui/page-header';
import { useSwitchWorkspace } from '../api/mutations';
import { useCurrentWorkspace } from '../api/use-current-workspace';
import { NewWorkspaceDialog } from '../components/new-workspace-dialog';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { WorkspaceCard } from '../components/workspace-card';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, 1fr)',
    lg: 'repeat(3, 1fr)',
    xl: 'repeat(4, 1fr)',
  },
} as const;

/** `/conta/contas`: my workspaces, switching between them, and creating a new one. */
export function WorkspacesPage() {
  const { mine } = useCurrentWorkspace();
  const session = useSession();
  const accountType = (session?.user as { accountType?: AccountType | null } | undefined)
    ?.accountType;
  // The same person-level rule the server applies (contracts/workspaces/account-types.ts).
  const canCreate = canCreateWorkspaces(accountType ?? null);
  const [creating, setCreating] = useState(false);
  const switcher = useSwitchWorkspace();
  const navigate = useNavigate();

  const switchTo = (id: string, name: string) =>
    switcher.mutate(id, {
      onSuccess: () => notify.success(`Você está na conta ${name}.`),
      onError: (e) => notify.error(e.message),
    });

  return (
    <>
      <PageHeader
        title="Contas"
        subtitle="Conta"
        actions={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              Nova conta
            </Button>
          )
        }
      />
      {!canCreate && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Para criar contas para um time ou negócio, mude o tipo da sua conta para Criador ou
          Organização em{' '}
          <Link component={RouterLink} to="/me/perfil">
            Perfil
          </Link>
          .
        </Alert>
      )}
      {mine.isPending && <LoadingBlocks label="Carregando contas" count={3} height={160} />}
      {mine.isError && <QueryError error={mine.error} onRetry={() => void mine.refetch()} />}
      {mine.isSuccess && mine.data.length === 0 && (
        <EmptyState icon={<WorkspacesIcon />} title="Nenhuma conta por aqui">
          Você ainda não participa de nenhuma conta.
        </EmptyState>
      )}
      {mine.isSuccess && mine.data.length > 0 && (
        <Box sx={grid}>
          {mine.data.map((w) => (
            <WorkspaceCard
              key={w.id}
              workspace={w}
              switching={switcher.isPending}
              onSwitch={() => switchTo(w.id, w.name)}
            />
          ))}
        </Box>
      )}
      <NewWorkspaceDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(w) => {
          setCreating(false);
          notify.success(`Conta ${w.name} criada.`);
          void navigate(`/conta/conta/${w.id}`);
        }}
      />
    </>
  );
}
