import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import {
  Box,
  Button,
  List,
  ListItemButton,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import {
  runStatuses,
  runStatusLabels,
  type AgentRun,
  type RunStatus,
} from '@orbita/contracts/agents';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { agentsQueries } from '../api/queries';
import { dateTimeSeconds, duration } from '../lib/format';
import { runTriggerLabel } from '../lib/trigger-text';
import { RunStatusChip } from './run-status-chip';

function RunRow({ run, onOpen }: { run: AgentRun; onOpen: () => void }) {
  const facts = [
    dateTimeSeconds(run.createdAt),
    `Duração ${duration(run.durationMs)}`,
    `Tentativas ${run.attempts}/${run.maxAttempts}`,
    `Profundidade ${run.depth}`,
  ];
  return (
    <ListItemButton
      divider
      onClick={onOpen}
      aria-label={`Execução de ${dateTimeSeconds(run.createdAt)}: ${runStatusLabels[run.status]}`}
      sx={{ display: 'grid', gap: 0.5, alignItems: 'start', gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
        <RunStatusChip status={run.status} />
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {runTriggerLabel(run)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {facts.map((fact, i) => (
          // Each fact stays whole on a narrow screen; the line breaks between them.
          <Fragment key={fact}>
            {i > 0 && ' · '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {fact}
            </Box>
          </Fragment>
        ))}
      </Typography>
      {run.reason && (
        <Typography
          variant="body2"
          color={run.status === 'dead' ? 'error' : 'text.secondary'}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {run.reason}
        </Typography>
      )}
    </ListItemButton>
  );
}

/**
 * "Execuções": the agent's runs, newest first, live (each run's change arrives as an
 * `agent-runs` event and refreshes the log), filtered by status, loading more on demand.
 * A click opens the run's detail.
 */
export function RunLog({ agentId, onOpen }: { agentId: string; onOpen: (runId: string) => void }) {
  const [status, setStatus] = useState<RunStatus | ''>('');
  const runs = useInfiniteQuery(agentsQueries.runs(agentId, status || undefined));
  const items = runs.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        size="small"
        label="Situação"
        value={status}
        onChange={(event) => setStatus(event.target.value as RunStatus | '')}
        // "Todas" is a choice like the others: shown, not an empty field.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: { sm: 280 } }}
      >
        <MenuItem value="">Todas</MenuItem>
        {runStatuses.map((s) => (
          <MenuItem key={s} value={s}>
            {runStatusLabels[s]}
          </MenuItem>
        ))}
      </TextField>
      {runs.isPending ? (
        <LoadingBlocks label="Carregando execuções" height={64} />
      ) : runs.isError ? (
        <QueryError error={runs.error} onRetry={() => void runs.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<HistoryOutlined />}
          title={status ? 'Nenhuma execução nesta situação.' : 'Nenhuma execução ainda.'}
        >
          {status
            ? 'Escolha outra situação ou "Todas".'
            : 'Cada vez que o agente for acionado, a execução aparece aqui na hora, com a entrada, cada ação e o resultado.'}
        </EmptyState>
      ) : (
        <Paper variant="outlined">
          <List aria-label="Execuções" disablePadding>
            {items.map((run) => (
              <RunRow key={run.id} run={run} onOpen={() => onOpen(run.id)} />
            ))}
          </List>
        </Paper>
      )}
      {runs.hasNextPage && (
        <Box sx={{ textAlign: 'center' }}>
          <Button loading={runs.isFetchingNextPage} onClick={() => void runs.fetchNextPage()}>
            Carregar mais
          </Button>
        </Box>
      )}
    </Box>
  );
}
