import { Alert, Box, Button, Collapse, Paper, Stack, Typography } from '@mui/material';
import { actionKindLabels, type AgentRun, type RunStep } from '@orbita/contracts/agents';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { SideDrawer } from '../../../ui/side-drawer';
import { useDecideRun } from '../api/mutations';
import { agentsQueries } from '../api/queries';
import { asText, dateTimeSeconds, duration } from '../lib/format';
import { runTriggerLabel } from '../lib/trigger-text';
import { RunStatusChip, StepStatusChip } from './run-status-chip';

/** JSON as text in a scrolling block: user data is never read as HTML. */
function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <Box
      component="pre"
      aria-label={label}
      sx={{
        m: 0,
        p: 1.5,
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontSize: 13,
        fontFamily: 'monospace',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        maxHeight: 360,
        overflowY: 'auto',
      }}
    >
      {asText(value)}
    </Box>
  );
}

function Facts({ run }: { run: AgentRun }) {
  const rows: [string, string][] = [
    ['Gatilho', runTriggerLabel(run)],
    ['Criada em', dateTimeSeconds(run.createdAt)],
    ['Início', run.startedAt ? dateTimeSeconds(run.startedAt) : '—'],
    ['Fim', run.finishedAt ? dateTimeSeconds(run.finishedAt) : '—'],
    ['Duração', duration(run.durationMs)],
    ['Tentativas', `${run.attempts} de ${run.maxAttempts}`],
    ['Profundidade', String(run.depth)],
    ['Versão do agente', String(run.agentVersion)],
  ];
  if (run.nextAttemptAt && run.status === 'queued')
    rows.push(['Próxima tentativa', dateTimeSeconds(run.nextAttemptAt)]);
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'auto minmax(0, 1fr)' }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Step({ step }: { step: RunStep }) {
  const label = `Ação ${step.index + 1}: ${actionKindLabels[step.kind]}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={label}
      sx={{ p: 1.5, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h4" sx={{ flex: 1, minWidth: 0 }}>
          {label}
        </Typography>
        <StepStatusChip status={step.status} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {step.attempts === 0
          ? 'Ainda não executada'
          : step.attempts === 1
            ? '1 tentativa'
            : `${step.attempts} tentativas`}
        {step.finishedAt && ` · terminou em ${dateTimeSeconds(step.finishedAt)}`}
      </Typography>
      {step.error && (
        <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
          {step.error}
        </Alert>
      )}
      {step.output && Object.keys(step.output).length > 0 && (
        <JsonBlock value={step.output} label={`Resultado da ação ${step.index + 1}`} />
      )}
    </Paper>
  );
}

/** "Aprovar" / "Negar" a run stopped before an action that asks for approval. */
function Decision({ run }: { run: AgentRun }) {
  const decide = useDecideRun(run.agentId);
  const [denying, setDenying] = useState(false);
  const waitingStep = run.steps.find((s) => s.status === 'waiting_approval');
  // The promise, not mutate's callbacks: once decided the run leaves "waiting", and a refresh
  // landing first (the run's next steps, another tab) takes this box, and those callbacks, away.
  const send = (approved: boolean) =>
    void decide.mutateAsync({ runId: run.id, approved }).then(
      () => {
        setDenying(false);
        notify.success(approved ? 'Execução aprovada: o agente continua.' : 'Execução negada.');
      },
      (error: Error) => notify.error(error.message),
    );
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { flex: 1 } }}>
      {waitingStep
        ? `Aguardando aprovação antes da ação ${waitingStep.index + 1}: ${actionKindLabels[waitingStep.kind]}.`
        : 'Aguardando aprovação.'}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={() => setDenying(true)} disabled={decide.isPending}>
          Negar
        </Button>
        <Button
          variant="contained"
          color="warning"
          loading={decide.isPending && decide.variables?.approved}
          onClick={() => send(true)}
        >
          Aprovar
        </Button>
      </Stack>
      <ConfirmDialog
        open={denying}
        title="Negar esta execução?"
        text="A ação não será feita e a execução termina como Negada. Não é possível desfazer."
        confirmLabel="Negar"
        busy={decide.isPending}
        onCancel={() => setDenying(false)}
        onConfirm={() => send(false)}
      />
    </Alert>
  );
}

/**
 * A run in full, in a side panel: its status and facts, the reason it stopped, each action's
 * status, output, error and attempts, and the input (collapsed). A run waiting for approval
 * offers "Aprovar" and "Negar" to who may decide. Live like the log.
 */
export function RunDetail({
  agentId,
  runId,
  canDecide,
  onClose,
}: {
  agentId: string;
  runId: string;
  canDecide: boolean;
  onClose: () => void;
}) {
  const query = useQuery(agentsQueries.run(agentId, runId));
  const [showInput, setShowInput] = useState(false);
  const run = query.data;
  // Deciding takes the "Aprovar"/"Negar" box (and the confirmation) away with the focus in
  // it: the focus goes to the run's new status, inside the panel, so Escape and Tab go on
  // working there instead of starting again from the page's body.
  const status = useRef<HTMLDivElement>(null);
  const wasWaiting = useRef(false);
  useEffect(() => {
    const waiting = run?.status === 'waiting_approval';
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (wasWaiting.current && !waiting && focusLost) status.current?.focus();
    wasWaiting.current = waiting;
  }, [run?.status]);
  return (
    <SideDrawer
      title={run ? `Execução de ${dateTimeSeconds(run.createdAt)}` : 'Execução'}
      width={640}
      query={query}
      loadingLabel="Carregando a execução"
      onClose={onClose}
    >
      {run && (
        <>
          <Box
            ref={status}
            tabIndex={-1}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', outline: 'none' }}
          >
            <RunStatusChip status={run.status} />
          </Box>
          {run.status === 'waiting_approval' && canDecide && <Decision run={run} />}
          {run.reason && (
            <Alert
              severity={run.status === 'dead' ? 'error' : 'info'}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {run.reason}
            </Alert>
          )}
          <Facts run={run} />
          <Box component="section" aria-label="Ações" sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="subtitle1" component="h3">
              Ações
            </Typography>
            {run.steps.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Nenhuma ação foi executada.
              </Typography>
            ) : (
              <Box component="ol" sx={{ m: 0, p: 0, display: 'grid', gap: 1, listStyle: 'none' }}>
                {run.steps.map((step) => (
                  <Step key={step.index} step={step} />
                ))}
              </Box>
            )}
          </Box>
          <Box component="section" aria-label="Entrada" sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
                Entrada
              </Typography>
              <Button
                size="small"
                aria-expanded={showInput}
                onClick={() => setShowInput((shown) => !shown)}
              >
                {showInput ? 'Ocultar entrada' : 'Mostrar entrada'}
              </Button>
            </Box>
            <Collapse in={showInput} unmountOnExit>
              <JsonBlock value={run.input} label="Entrada da execução" />
            </Collapse>
          </Box>
        </>
      )}
    </SideDrawer>
  );
}
