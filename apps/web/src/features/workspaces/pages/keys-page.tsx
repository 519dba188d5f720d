import AddIcon from '@mui/icons-material/Add';
import KeyIcon from '@mui/icons-material/VpnKey';
import StarIcon from '@mui/icons-material/Star';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Dialog,
  DialogContent,
  DialogTitle,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { can, type ApiKeyWithSecret } from '@orbita/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { notify } from '../../../platform/toasts';
import { PageHeader } from '../../../ui/page-header';
import { keyQueries } from '../api/queries';
import { useCurrentWorkspace } from '../api/use-current-workspace';
import { formatDateTime } from '../format';
import { KeyCreateForm } from '../components/key-create-form';
import { KeyStatusChip } from '../components/key-status-chip';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { RoleChip } from '../components/role-chip';
import { SecretDialog } from '../components/secret-dialog';
import { recordLink } from '../components/switch-workspace-prompt';
import { useAccountAllows } from '../../../platform/session/app-state';

/** `/conta/chaves`: the current workspace's API keys (Admin). */
export function KeysPage() {
  const { workspace, mine } = useCurrentWorkspace();
  const admin = !!workspace && can(workspace.role, 'workspace.admin');
  const keysAllowed = useAccountAllows('keys', workspace?.role ?? null);
  const keys = useQuery({ ...keyQueries.list(workspace?.id ?? ''), enabled: admin });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyWithSecret | null>(null);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));

  const newButton = admin && keysAllowed && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
      Nova chave
    </Button>
  );

  let body;
  if (mine.isPending) body = <LoadingBlocks label="Carregando chaves" height={72} />;
  else if (mine.isError)
    body = <QueryError error={mine.error} onRetry={() => void mine.refetch()} />;
  else if (!admin)
    body = (
      <Alert severity="info">Só Admins e o Principal gerenciam as chaves de API desta conta.</Alert>
    );
  else if (keys.isPending) body = <LoadingBlocks label="Carregando chaves" height={72} />;
  else if (keys.isError)
    body = <QueryError error={keys.error} onRetry={() => void keys.refetch()} />;
  else if (keys.data.length === 0)
    body = (
      <EmptyState icon={<KeyIcon />} title="Nenhuma chave ainda" action={newButton}>
        Chaves de API deixam outros sistemas (um ERP, uma automação) usarem esta conta, com o papel
        e os IPs que você escolher.
      </EmptyState>
    );
  else
    body = (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {keys.data.map((key) => (
          <Card
            key={key.id}
            variant="outlined"
            data-testid="key-row"
            sx={{ opacity: key.status === 'revoked' ? 0.7 : 1 }}
          >
            <CardActionArea
              component={RouterLink}
              to={recordLink(`/conta/chave/${key.id}`, workspace.id)}
            >
              <CardContent
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1.5,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography
                    sx={{ fontWeight: 500, display: 'flex', alignItems: 'center', gap: 0.5 }}
                  >
                    {key.main && (
                      <Tooltip title="Chave principal">
                        <StarIcon fontSize="small" color="warning" aria-label="Chave principal" />
                      </Tooltip>
                    )}
                    {key.name}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                  >
                    {key.keyId}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {key.lastUsedAt
                      ? `Último uso em ${formatDateTime(key.lastUsedAt)} (${key.lastUsedIp})`
                      : 'Nunca usada'}
                    {key.allowedIps.length > 0
                      ? ` · ${key.allowedIps.length} ${key.allowedIps.length === 1 ? 'IP permitido' : 'IPs permitidos'}`
                      : ' · Qualquer IP'}
                  </Typography>
                </Box>
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <RoleChip role={key.role} />
                  <KeyStatusChip status={key.status} />
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    );

  return (
    <>
      <PageHeader
        title="Chaves"
        subtitle={workspace ? `Conta ${workspace.name}` : 'Conta'}
        actions={keys.isSuccess && keys.data.length > 0 ? newButton : undefined}
      />
      {body}
      {creating && workspace && (
        <Dialog
          open
          onClose={() => setCreating(false)}
          fullScreen={fullScreen}
          maxWidth="sm"
          fullWidth
          aria-labelledby="nova-chave-titulo"
        >
          <DialogTitle id="nova-chave-titulo">Nova chave</DialogTitle>
          <DialogContent sx={{ pt: 1 }}>
            <KeyCreateForm
              workspaceId={workspace.id}
              myRole={workspace.role}
              onCancel={() => setCreating(false)}
              onCreated={(result) => {
                setCreating(false);
                setCreated(result);
                notify.success(`Chave ${result.key.name} criada.`);
              }}
            />
          </DialogContent>
        </Dialog>
      )}
      {created && (
        <SecretDialog
          secret={created.secret}
          keyName={created.key.name}
          onClose={() => setCreated(null)}
        />
      )}
    </>
  );
}
