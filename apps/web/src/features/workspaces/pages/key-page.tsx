import { Alert, Box, Button, Typography } from '@mui/material';
import {
  can,
  roleLabels,
  type ApiKey,
  type ApiKeyWithSecret,
  type MyWorkspace,
} from '@orbita/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { statusOf } from '../../../platform/http';
import { notify } from '../../../platform/toasts';
import { PageHeader } from '../../../ui/page-header';
import { useRevokeKey, useRotateKey } from '../api/mutations';
import { keyQueries } from '../api/queries';
import { useCurrentWorkspace } from '../api/use-current-workspace';
import { formatDateTime } from '../format';
import { ConfirmDialog } from '../components/confirm-dialog';
import { KeyCreateForm } from '../components/key-create-form';
import { KeyAllowedIps, KeySettings } from '../components/key-settings';
import { KeyStatusChip } from '../components/key-status-chip';
import { LoadingBlocks, QueryError } from '../../../ui/query-states';
import { SecretDialog } from '../components/secret-dialog';
import { SectionCard } from '../../../ui/section-card';
import { SwitchWorkspacePrompt, useWorkspaceHint } from '../components/switch-workspace-prompt';

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  alignItems: 'start',
} as const;
const back = (
  <Button component={RouterLink} to="/conta/chaves">
    Voltar às chaves
  </Button>
);

function Facts({ apiKey }: { apiKey: ApiKey }) {
  const rows: [string, string][] = [
    ['Identificador', apiKey.keyId],
    ['Papel', roleLabels[apiKey.role]],
    ['Criada por', apiKey.createdBy?.name ?? '—'],
    ['Criada em', formatDateTime(apiKey.createdAt)],
    [
      'Último uso',
      apiKey.lastUsedAt
        ? `${formatDateTime(apiKey.lastUsedAt)} de ${apiKey.lastUsedIp}`
        : 'Nunca usada',
    ],
    ['Expira em', apiKey.expiresAt ? formatDateTime(apiKey.expiresAt) : 'Não expira'],
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' } }}
    >
      {rows.map(([label, value]) => (
        // A block per pair on phones (label above value); on wider screens, two aligned columns.
        <Box key={label} sx={{ display: { xs: 'block', sm: 'contents' } }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              wordBreak: 'break-all',
              fontFamily: label === 'Identificador' ? 'monospace' : undefined,
            }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function KeyDetail({ workspace, keyId }: { workspace: MyWorkspace; keyId: string }) {
  const key = useQuery(keyQueries.detail(workspace.id, keyId));
  const rotate = useRotateKey(workspace.id);
  const revoke = useRevokeKey(workspace.id);
  const [confirm, setConfirm] = useState<'rotate' | 'revoke' | null>(null);
  const [secret, setSecret] = useState<ApiKeyWithSecret | null>(null);
  if (key.isPending) return <LoadingBlocks label="Carregando chave" count={3} height={140} />;
  if (key.isError) {
    if (statusOf(key.error) === 404)
      return (
        <Alert severity="warning" action={back}>
          Chave não encontrada nesta conta.
        </Alert>
      );
    return <QueryError error={key.error} onRetry={() => void key.refetch()} />;
  }
  const apiKey = key.data;
  const revoked = apiKey.status === 'revoked';
  return (
    <>
      <PageHeader
        title={apiKey.name}
        subtitle={`Chave da conta ${workspace.name}`}
        actions={<KeyStatusChip status={apiKey.status} />}
      />
      {revoked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Esta chave foi revogada em {formatDateTime(apiKey.revokedAt)} e não aceita mais
          requisições.
        </Alert>
      )}
      <Box sx={grid}>
        <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
          <SectionCard variant="outlined" title="Detalhes">
            <Facts apiKey={apiKey} />
          </SectionCard>
          <KeyAllowedIps
            key={apiKey.allowedIps.join(',')}
            workspaceId={workspace.id}
            apiKey={apiKey}
            readOnly={revoked}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
          <KeySettings
            key={`${apiKey.name}${apiKey.role}${apiKey.main}${apiKey.expiresAt}`}
            workspaceId={workspace.id}
            apiKey={apiKey}
            myRole={workspace.role}
            readOnly={revoked}
          />
          {!revoked && (
            <SectionCard
              variant="outlined"
              title="Segredo"
              subtitle="Trocar o segredo gera um novo (mostrado uma vez) e invalida o atual na hora. Revogar desliga a chave de vez."
              tone="danger"
            >
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button variant="outlined" onClick={() => setConfirm('rotate')}>
                  Trocar segredo
                </Button>
                <Button variant="outlined" color="error" onClick={() => setConfirm('revoke')}>
                  Revogar chave
                </Button>
              </Box>
            </SectionCard>
          )}
        </Box>
      </Box>
      <ConfirmDialog
        open={confirm === 'rotate'}
        title="Trocar o segredo?"
        confirmLabel="Trocar segredo"
        busy={rotate.isPending}
        error={rotate.error?.message}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          rotate.mutate(apiKey.id, { onSuccess: (result) => (setConfirm(null), setSecret(result)) })
        }
      >
        Quem usa o segredo atual passa a receber 401 até ser atualizado com o novo.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'revoke'}
        danger
        title="Revogar a chave?"
        confirmLabel="Revogar"
        busy={revoke.isPending}
        error={revoke.error?.message}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          revoke.mutate(apiKey.id, {
            onSuccess: () => (setConfirm(null), notify.success('Chave revogada.')),
          })
        }
      >
        A chave {apiKey.name} para de funcionar na hora, para sempre.
      </ConfirmDialog>
      {secret && (
        <SecretDialog
          secret={secret.secret}
          keyName={secret.key.name}
          onClose={() => setSecret(null)}
        />
      )}
    </>
  );
}

function NewKey({ workspace }: { workspace: MyWorkspace }) {
  const navigate = useNavigate();
  const [created, setCreated] = useState<ApiKeyWithSecret | null>(null);
  return (
    <>
      <PageHeader title="Nova chave" subtitle={`Conta ${workspace.name}`} />
      <Box sx={{ maxWidth: 640 }}>
        <SectionCard variant="outlined" title="Chave de API">
          <KeyCreateForm
            workspaceId={workspace.id}
            myRole={workspace.role}
            onCancel={() => void navigate('/conta/chaves')}
            onCreated={setCreated}
          />
        </SectionCard>
      </Box>
      {created && (
        <SecretDialog
          secret={created.secret}
          keyName={created.key.name}
          onClose={() => void navigate(`/conta/chave/${created.key.id}`, { replace: true })}
        />
      )}
    </>
  );
}

/** `/conta/chave/{id?}`: one key of the current workspace, or a new one without an id. */
export function KeyPage() {
  const { id } = useParams();
  const hint = useWorkspaceHint();
  const { workspace, mine } = useCurrentWorkspace();
  const prompt = <SwitchWorkspacePrompt workspaceId={hint} what="esta chave" />;
  if (mine.isPending) return <LoadingBlocks label="Carregando chave" height={72} />;
  if (mine.isError) return <QueryError error={mine.error} onRetry={() => void mine.refetch()} />;
  if (!workspace || !can(workspace.role, 'workspace.admin')) {
    return (
      <>
        <PageHeader title="Chave" subtitle="Conta" />
        {prompt}
        <Alert severity="info" action={back}>
          Só Admins e o Principal gerenciam as chaves de API desta conta.
        </Alert>
      </>
    );
  }
  return (
    <>
      {prompt}
      {id ? (
        <KeyDetail key={`${workspace.id}/${id}`} workspace={workspace} keyId={id} />
      ) : (
        <NewKey workspace={workspace} />
      )}
    </>
  );
}
