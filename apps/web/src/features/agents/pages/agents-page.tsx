import AddIcon from '@mui/icons-material/Add';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link as MuiLink,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Agent } from '@orbita/contracts/agents';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AccountTypeHint } from '../../../ui/account-type-hint';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { agentsQueries } from '../api/queries';
import { useLiveAgentStats } from '../api/use-live-stats';
import { agentPath, NEW_AGENT_PATH } from '../lib/paths';
import { agentsFeature, useAgentsAccess } from '../lib/permissions';
import { describeTrigger } from '../lib/trigger-text';
import { DayFigures, LastRun, WaitingBadge } from './agent-stats';
import { EnabledSwitch } from './enabled-switch';

function NameLink({ agent }: { agent: Agent }) {
  return (
    <MuiLink
      component={Link}
      to={agentPath(agent.id)}
      underline="hover"
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      {agent.name}
    </MuiLink>
  );
}

/** From md up: one row per agent, its figures in columns. */
function AgentsTable({ agents, canWrite }: { agents: Agent[]; canWrite: boolean }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Agentes">
        <TableHead>
          <TableRow>
            <TableCell>Nome</TableCell>
            <TableCell>Gatilho</TableCell>
            <TableCell>Ativo</TableCell>
            <TableCell>Última execução</TableCell>
            <TableCell>Últimas 24 h</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {agents.map((agent) => (
            <TableRow key={agent.id} hover>
              <TableCell sx={{ maxWidth: 360 }}>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <NameLink agent={agent} />
                  <WaitingBadge waiting={agent.stats.waiting} />
                </Stack>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {describeTrigger(agent.trigger)}
              </TableCell>
              <TableCell padding="checkbox">
                <EnabledSwitch agent={agent} showLabel={false} disabled={!canWrite} />
              </TableCell>
              <TableCell>
                <LastRun stats={agent.stats} />
              </TableCell>
              <TableCell>
                <DayFigures stats={agent.stats} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On phones: a card per agent, read top to bottom. */
function AgentCards({ agents, canWrite }: { agents: Agent[]; canWrite: boolean }) {
  return (
    <Box component="ul" aria-label="Agentes" sx={{ display: 'grid', gap: 1.5, m: 0, p: 0 }}>
      {agents.map((agent) => (
        <Card key={agent.id} component="li" variant="outlined" sx={{ listStyle: 'none' }}>
          <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <NameLink agent={agent} />
              </Box>
              <EnabledSwitch agent={agent} showLabel={false} disabled={!canWrite} />
            </Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {describeTrigger(agent.trigger)}
            </Typography>
            <LastRun stats={agent.stats} label="Última execução" />
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <DayFigures stats={agent.stats} label="Últimas 24 h" />
              <WaitingBadge waiting={agent.stats.waiting} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function NewAgentButton({ label = 'Novo agente' }: { label?: string }) {
  return (
    <Button component={Link} to={NEW_AGENT_PATH} variant="contained" startIcon={<AddIcon />}>
      {label}
    </Button>
  );
}

/**
 * `/conta/agentes`: the workspace's agents, newest first — what wakes each one, on/off, its
 * last run and the last 24 h (runs, failure rate, runs waiting for approval). Admins only.
 */
export function AgentsPage() {
  const access = useAgentsAccess();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const list = useInfiniteQuery({ ...agentsQueries.list(), enabled: access.read });
  useLiveAgentStats();
  const agents = list.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (!access.read)
    body = <Alert severity="info">Só Admins e o Principal gerenciam os agentes desta conta.</Alert>;
  else if (list.isPending) body = <LoadingBlocks label="Carregando agentes" height={72} />;
  else if (list.isError)
    body = <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  else if (agents.length === 0)
    body = (
      <EmptyState
        icon={<SmartToyOutlined />}
        title="Nenhum agente ainda"
        action={access.write && <NewAgentButton label="Criar o primeiro agente" />}
      >
        Agentes reagem ao que acontece na conta — uma tarefa concluída, um lançamento, um horário —
        e agem por você: coletam, criam tarefas, notificam, dão pontos. Crie o primeiro: quando uma
        tarefa for concluída, notifique você.
      </EmptyState>
    );
  else
    body = wide ? (
      <AgentsTable agents={agents} canWrite={access.write} />
    ) : (
      <AgentCards agents={agents} canWrite={access.write} />
    );

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title="Agentes"
        subtitle="Conta"
        actions={access.write && agents.length > 0 && <NewAgentButton />}
      />
      {access.read && <AccountTypeHint feature={agentsFeature} />}
      {body}
      {list.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Carregar mais
          </Button>
        </Box>
      )}
    </Box>
  );
}
