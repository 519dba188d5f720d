import { Alert, Box, Button, Paper, Tab, Tabs } from '@mui/material';
import { can, INVITE_QUERY_PARAM, workspaceKindLabels } from '@orbita/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { statusOf } from '../../../platform/http';
import { PageHeader } from '../../../ui/page-header';
import { workspaceQueries } from '../api/queries';
import { useCurrentWorkspaceId } from '../api/use-current-workspace';
import { AuditTab } from '../components/audit-tab';
import { GeneralTab } from '../components/general-tab';
import { InviteAccept } from '../components/invite-accept';
import { InvitesTab } from '../components/invites-tab';
import { MembersTab } from '../components/members-tab';
import { LoadingBlocks, QueryError } from '../../../ui/query-states';
import { RoleChip } from '../components/role-chip';
import { SwitchWorkspacePrompt } from '../components/switch-workspace-prompt';
import { TeamsTab } from '../components/teams-tab';

const tabs = [
  { key: 'geral', label: 'Geral', admin: false },
  { key: 'membros', label: 'Membros', admin: false },
  { key: 'equipes', label: 'Equipes', admin: false },
  { key: 'convites', label: 'Convites', admin: true },
  { key: 'auditoria', label: 'Auditoria', admin: true },
] as const;
type TabKey = (typeof tabs)[number]['key'];

/** `/conta/conta/{id?}`: one workspace (the current one without an id), or an invite's landing. */
export function WorkspacePage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const currentId = useCurrentWorkspaceId();
  const token = params.get(INVITE_QUERY_PARAM);
  if (token) return <InviteAccept token={token} />;
  const workspaceId = id ?? currentId;
  if (!workspaceId) return <LoadingBlocks label="Carregando conta" height={72} />;
  return <WorkspaceView key={workspaceId} id={workspaceId} />;
}

function WorkspaceView({ id }: { id: string }) {
  const detail = useQuery(workspaceQueries.detail(id));
  const [params, setParams] = useSearchParams();
  const role = detail.data?.role;
  const visible = tabs.filter((t) => !t.admin || (role && can(role, 'workspace.admin')));
  const requested = params.get('aba') as TabKey | null;
  const tab: TabKey = visible.some((t) => t.key === requested) ? requested! : 'geral';

  if (detail.isPending) return <LoadingBlocks label="Carregando conta" count={4} height={72} />;
  if (detail.isError) {
    if (statusOf(detail.error) === 404) {
      return (
        <>
          <PageHeader title="Conta" subtitle="Conta" />
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} to="/conta/contas" color="inherit" size="small">
                Ver minhas contas
              </Button>
            }
          >
            Conta não encontrada. Talvez ela tenha sido excluída ou você não participe mais dela.
          </Alert>
        </>
      );
    }
    return <QueryError error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  const workspace = detail.data;
  return (
    <>
      <PageHeader
        title={workspace.name}
        subtitle={`Conta ${workspaceKindLabels[workspace.kind].toLowerCase()}`}
        actions={<RoleChip role={workspace.role} size="medium" />}
      />
      <SwitchWorkspacePrompt workspaceId={workspace.id} what="esta página" />
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, next: TabKey) =>
            setParams(next === 'geral' ? {} : { aba: next }, { replace: true })
          }
          variant="scrollable"
          aria-label="Seções da conta"
        >
          {visible.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`aba-${t.key}`}
              aria-controls={`painel-${t.key}`}
            />
          ))}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id={`painel-${tab}`} aria-labelledby={`aba-${tab}`}>
        {tab === 'geral' && <GeneralTab workspace={workspace} />}
        {tab === 'membros' && <MembersTab workspace={workspace} />}
        {tab === 'equipes' && <TeamsTab workspace={workspace} />}
        {tab === 'convites' && <InvitesTab workspace={workspace} />}
        {tab === 'auditoria' && <AuditTab workspaceId={workspace.id} />}
      </Box>
    </>
  );
}
