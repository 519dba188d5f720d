import { Chip, type ChipProps } from '@mui/material';
import { runStatusLabels, type RunStatus, type StepStatus } from '@orbita/contracts/agents';

/** Colour is a hint; the pt-BR label is always written. */
const colors: Record<RunStatus, ChipProps['color']> = {
  queued: 'default',
  running: 'info',
  waiting_approval: 'warning',
  succeeded: 'success',
  skipped: 'default',
  refused: 'warning',
  denied: 'default',
  dead: 'error',
};

export function RunStatusChip({ status }: { status: RunStatus }) {
  const label = runStatusLabels[status];
  return (
    <Chip
      size="small"
      color={colors[status]}
      variant={status === 'skipped' || status === 'queued' ? 'outlined' : 'filled'}
      label={label}
      aria-label={`Situação: ${label}`}
    />
  );
}

export const stepStatusLabels: Record<StepStatus, string> = {
  pending: 'Pendente',
  succeeded: 'Concluída',
  failed: 'Falhou',
  waiting_approval: 'Aguardando aprovação',
  denied: 'Negada',
};

const stepColors: Record<StepStatus, ChipProps['color']> = {
  pending: 'default',
  succeeded: 'success',
  failed: 'error',
  waiting_approval: 'warning',
  denied: 'default',
};

export function StepStatusChip({ status }: { status: StepStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={stepColors[status]}
      label={stepStatusLabels[status]}
    />
  );
}
