import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import type { Agent } from '@orbita/contracts/agents';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { statusOf } from '../../../platform/http';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { AccountTypeHint } from '../../../ui/account-type-hint';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { useDeleteAgent } from '../api/mutations';
import { agentsQueries } from '../api/queries';
import { useLiveAgentStats } from '../api/use-live-stats';
import { AGENTS_LIST_PATH as LIST, agentPath } from '../lib/paths';
import { agentsFeature, useAgentsAccess } from '../lib/permissions';
import { RunDetail } from '../runs/run-detail';
import { RunLog } from '../runs/run-log';
import { describeTrigger } from '../lib/trigger-text';
import { DefinitionSummary } from '../versions/definition-summary';
import { VersionsTab } from '../versions/versions-tab';
import { WaitingBadge } from './agent-stats';
import { EnabledSwitch } from './enabled-switch';

// The editor (forms of every action, the cron editor, the dry run) is its own chunk: the
// header, the run log and the versions show without waiting for it.
const AgentEditor = lazy(() => import('../editor').then((m) => ({ default: m.AgentEditor })));

const editorFallback = <Skeleton variant="rounded" height={320} aria-label="Carregando o editor" />;

const definitionOf = (agent: Agent) => ({
  trigger: agent.trigger,
  conditions: agent.conditions,
  actions: agent.actions,
  role: agent.role,
  budget: agent.budget,
  enabled: agent.enabled,
  description: agent.description,
});

/** The tabs, as the address names them (`?aba=execucoes`), so a link opens the right one. */
const tabs = [
  { value: 'definicao', label: 'Definição' },
  { value: 'execucoes', label: 'Execuções' },
  { value: 'versoes', label: 'Versões' },
] as const;
type TabValue = (typeof tabs)[number]['value'];

function BackButton() {
  return (
    <IconButton component={Link} to={LIST} aria-label="Voltar aos agentes">
      <ArrowBack />
    </IconButton>
  );
}

function Title({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="h4"
      component="h1"
      sx={{ fontWeight: 500, fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  );
}

/** `/conta/agente` (no id): a new agent in the editor; saved, it opens at its own address. */
function NewAgent() {
  const navigate = useNavigate();
  const access = useAgentsAccess();
  useEffect(() => {
    document.title = 'Novo agente · Orbita';
  }, []);
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <BackButton />
        <Title>Novo agente</Title>
      </Stack>
      {access.write ? (
        <Suspense fallback={editorFallback}>
          <AgentEditor
            // The editor says "Agente criado." itself; the page only moves to the agent's address.
            onSaved={(agent: Agent) => void navigate(agentPath(agent.id), { replace: true })}
          />
        </Suspense>
      ) : access.read ? (
        // An Admin of a workspace whose account type has no agents: the way out.
        <AccountTypeHint feature={agentsFeature} />
      ) : (
        <Alert severity="info">Só Admins e o Principal criam agentes nesta conta.</Alert>
      )}
    </Box>
  );
}

function NotFound({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (statusOf(error) !== 404) return <QueryError error={error} onRetry={onRetry} />;
  return (
    <EmptyState
      icon={<SmartToyOutlined />}
      title={error.message || 'Agente não encontrado.'}
      action={
        <Button component={Link} to={LIST} variant="contained">
          Ver agentes
        </Button>
      }
    >
      Ele pode ter sido excluído, ou pertencer a outra conta.
    </EmptyState>
  );
}

/**
 * `/conta/agente/{id}`: the agent's header (name, what wakes it, on/off, delete) and three
 * tabs — "Definição" (the editor), "Execuções" (the live run log; `?execucao={runId}`, the
 * approval notification's link, opens that run) and "Versões".
 */
function AgentScreen({ id }: { id: string }) {
  const access = useAgentsAccess();
  const query = useQuery({ ...agentsQueries.detail(id), enabled: access.read });
  useLiveAgentStats();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const runId = params.get('execucao');
  const tab: TabValue =
    tabs.find((t) => t.value === params.get('aba'))?.value ?? (runId ? 'execucoes' : 'definicao');
  const remove = useDeleteAgent();
  const [deleting, setDeleting] = useState(false);
  const agent = query.data;
  useEffect(() => {
    document.title = `${agent?.name ?? 'Agente'} · Orbita`;
  }, [agent?.name]);

  const change = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next))
          if (value === null) copy.delete(key);
          else copy.set(key, value);
        return copy;
      },
      { replace: true },
    );

  if (!access.read)
    return <Alert severity="info">Só Admins e o Principal gerenciam os agentes desta conta.</Alert>;
  if (query.isError) return <NotFound error={query.error} onRetry={() => void query.refetch()} />;

  const confirmDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        setDeleting(false);
        notify.success('Agente excluído.');
        void navigate(LIST, { replace: true });
      },
      onError: (error) => notify.error(error.message),
    });

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}>
        <BackButton />
        <Box sx={{ flex: 1, minWidth: 200 }}>
          {agent ? <Title>{agent.name}</Title> : <Skeleton width={240} height={48} />}
          {agent && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {describeTrigger(agent.trigger)}
                {agent.createdBy && ` · criado por ${agent.createdBy.name}`}
              </Typography>
              <WaitingBadge waiting={agent.stats.waiting} />
            </Box>
          )}
        </Box>
        {agent && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <EnabledSwitch agent={agent} disabled={!access.write} />
            {access.write && (
              <Button
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setDeleting(true)}
              >
                Excluir
              </Button>
            )}
          </Stack>
        )}
      </Box>
      <Tabs
        value={tab}
        onChange={(_, value: TabValue) => change({ aba: value, execucao: null })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        aria-label="Partes do agente"
      >
        {tabs.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} />
        ))}
      </Tabs>
      {!agent ? (
        <Skeleton variant="rounded" height={320} />
      ) : tab === 'definicao' ? (
        access.write ? (
          <Suspense fallback={editorFallback}>
            <AgentEditor key={agent.id} agent={agent} />
          </Suspense>
        ) : (
          <>
            <AccountTypeHint feature={agentsFeature} />
            <DefinitionSummary definition={definitionOf(agent)} />
          </>
        )
      ) : tab === 'execucoes' ? (
        <RunLog agentId={id} onOpen={(run) => change({ aba: 'execucoes', execucao: run })} />
      ) : (
        <VersionsTab agent={agent} canWrite={access.write} />
      )}
      {runId && (
        <RunDetail
          key={runId}
          agentId={id}
          runId={runId}
          canDecide={access.write}
          // Closing a run keeps the log it was opened from.
          onClose={() => change({ aba: 'execucoes', execucao: null })}
        />
      )}
      <ConfirmDialog
        open={deleting}
        title="Excluir agente?"
        text={`"${agent?.name ?? ''}" deixa de agir e é excluído para todos da conta, com suas versões e execuções. Não é possível desfazer.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={confirmDelete}
      />
    </Box>
  );
}

export default function AgentPage() {
  const { id } = useParams();
  if (!id) return <NewAgent />;
  return <AgentScreen key={id} id={id} />;
}
