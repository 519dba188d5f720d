import { Alert, Box, Button, Skeleton } from '@mui/material';
import { useAppState } from '../../../platform/session/app-state';
import { PageHeader } from '../../../ui/page-header';
import { AccountTypeCard } from '../components/account-type-card';
import { ConnectionsCard } from '../components/connections-card';
import { PasswordCard } from '../components/password-card';
import { ProfileDetailsCard } from '../components/profile-details-card';

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  alignItems: 'start',
} as const;

/** `/me/perfil`: who you are, how you sign in, your password. */
export function ProfilePage() {
  const app = useAppState();
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title="Perfil" subtitle="Meu espaço" />
      {app.isPending && (
        <Box sx={grid} role="status" aria-label="Carregando perfil">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={220} />
          ))}
        </Box>
      )}
      {app.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void app.refetch()}>
              Tentar de novo
            </Button>
          }
        >
          {app.error.message}
        </Alert>
      )}
      {app.isSuccess && (
        <Box sx={grid}>
          <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
            <ProfileDetailsCard user={app.data.user} />
            <AccountTypeCard key={app.data.user.accountType ?? 'none'} user={app.data.user} />
          </Box>
          <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
            <ConnectionsCard app={app.data} />
            <PasswordCard
              key={String(app.data.user.hasPassword)}
              hasPassword={app.data.user.hasPassword}
            />
          </Box>
        </Box>
      )}
    </Box>
  );
}
