import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import {
  actionKindLabels,
  agentEventCatalog,
  commonAgentFields,
  conditionOperatorLabels,
  type AgentConditions,
  type DryRunResult,
} from '@orbita/contracts/agents';
import { Alert, Box, Button, Chip, Collapse, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { agentsApi } from '../api/agents-api';
import { useIdNames } from './lookups';

const renderedLabels: Record<string, string> = {
  content: 'Texto',
  listId: 'Lista',
  title: 'Título',
  description: 'Descrição',
  taskId: 'Tarefa',
  status: 'Situação',
  to: 'Para',
  body: 'Corpo',
  gameId: 'Jogo',
  points: 'Pontos',
  resourceId: 'Recurso',
  type: 'Tipo',
  boxId: 'Caixa',
  categoryId: 'Categoria',
  value: 'Valor',
  url: 'URL',
  prompt: 'Pergunta',
  recipients: 'Destinatários',
  model: 'Modelo',
};

/** Every field's label by path (the catalog's and the run's), so a rule reads "Lista é igual a…". */
const fieldLabels = new Map(
  [...Object.values(agentEventCatalog).flatMap((e) => e.fields), ...commonAgentFields].map((f) => [
    f.path,
    f.label,
  ]),
);

/** A value as text (user data is never HTML here). */
function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const pre = {
  m: 0,
  p: 1.5,
  bgcolor: 'action.hover',
  borderRadius: 1,
  fontSize: 12,
  overflowX: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
} as const;

function DryRunOutcome({
  result,
  conditions,
}: {
  result: DryRunResult;
  conditions: AgentConditions;
}) {
  const [showInput, setShowInput] = useState(false);
  const named = useIdNames(true);
  return (
    <Stack spacing={2} aria-label="Resultado do teste" role="region">
      <Box>
        <Button size="small" onClick={() => setShowInput((v) => !v)} aria-expanded={showInput}>
          {showInput ? 'Ocultar a entrada' : 'Ver a entrada da execução'}
        </Button>
        <Collapse in={showInput}>
          <Box component="pre" sx={pre} data-testid="dry-run-input">
            {JSON.stringify(result.input, null, 2)}
          </Box>
        </Collapse>
      </Box>
      <Box>
        <Alert severity={result.conditions.passed ? 'success' : 'warning'}>
          {result.conditions.passed
            ? 'Condições atendidas: as ações abaixo seriam executadas.'
            : 'Condições não atendidas: a execução seria ignorada.'}
        </Alert>
        {result.conditions.rules.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {result.conditions.rules.map((rule, i) => {
              const op = conditions.rules[i]?.op;
              return (
                <Box
                  component="li"
                  key={i}
                  sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 0.5 }}
                >
                  {rule.passed ? (
                    <CheckCircleOutlinedIcon
                      color="success"
                      fontSize="small"
                      aria-label="atendida"
                    />
                  ) : (
                    <HighlightOffIcon color="error" fontSize="small" aria-label="não atendida" />
                  )}
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {fieldLabels.get(rule.field) ?? rule.field}
                    {op ? ` ${conditionOperatorLabels[op]}` : ''}
                    {conditions.rules[i]?.value
                      ? ` "${show(named(conditions.rules[i].value))}"`
                      : ''}{' '}
                    — valor: {show(named(rule.value))}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
      {result.actions.map((action) => (
        <Box
          key={action.index}
          component="section"
          aria-label={`Teste da ação ${action.index + 1}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="subtitle2">
              Ação {action.index + 1}: {actionKindLabels[action.kind]}
            </Typography>
            {action.requiresApproval && (
              <Chip size="small" color="warning" label="Pede aprovação" />
            )}
          </Stack>
          <Box component="dl" sx={{ m: 0 }}>
            {Object.entries(action.rendered).map(([key, value]) => (
              <Box key={key} sx={{ display: 'flex', gap: 1, py: 0.25 }}>
                <Typography
                  component="dt"
                  variant="body2"
                  color="text.secondary"
                  sx={{ minWidth: 90 }}
                >
                  {renderedLabels[key] ?? key}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
                >
                  {show(named(value))}
                </Typography>
              </Box>
            ))}
          </Box>
          {action.problem && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {action.problem}
            </Alert>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/**
 * "Testar com um evento de exemplo": the saved agent against a sample event (the server's
 * from the catalog, or one edited here), showing what it would do — nothing is done.
 */
export function DryRunPanel({
  agentId,
  dirty,
  conditions,
}: {
  agentId: string | null;
  dirty: boolean;
  conditions: AgentConditions;
}) {
  const [editing, setEditing] = useState(false);
  const [sample, setSample] = useState('{\n  \n}');
  const [sampleError, setSampleError] = useState<string | null>(null);
  const test = useMutation({
    mutationFn: (event: Record<string, unknown> | undefined) =>
      agentsApi.dryRun(agentId!, { event }),
  });

  const run = () => {
    let event: Record<string, unknown> | undefined;
    if (editing) {
      try {
        const parsed: unknown = JSON.parse(sample);
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
          throw new Error('not an object');
        event = parsed as Record<string, unknown>;
      } catch {
        setSampleError('JSON inválido: escreva um objeto, como {"taskId": "…"}.');
        return;
      }
    }
    setSampleError(null);
    test.mutate(event);
  };

  if (!agentId)
    return <Alert severity="info">Salve para testar o agente com um evento de exemplo.</Alert>;

  return (
    <Stack spacing={2}>
      {dirty && (
        <Alert severity="info">O teste usa a versão salva: salve para testar as alterações.</Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" onClick={run} disabled={test.isPending}>
          {test.isPending ? 'Testando…' : 'Testar'}
        </Button>
        <Button
          onClick={() => {
            // Start from the event the last test used (the server's sample), to edit a value or two.
            const last = test.data?.input.event;
            if (!editing && last && typeof last === 'object')
              setSample(JSON.stringify(last, null, 2));
            setEditing((v) => !v);
          }}
          aria-expanded={editing}
        >
          {editing ? 'Usar o evento de exemplo do servidor' : 'Editar o evento de exemplo'}
        </Button>
      </Stack>
      {editing && (
        <TextField
          label="Evento de exemplo (JSON)"
          multiline
          minRows={4}
          value={sample}
          onChange={(e) => setSample(e.target.value)}
          error={!!sampleError}
          helperText={sampleError ?? 'Vira {{event.…}} nas condições e ações.'}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      )}
      {test.isError && <Alert severity="error">{test.error.message}</Alert>}
      {test.data && <DryRunOutcome result={test.data} conditions={conditions} />}
    </Stack>
  );
}
