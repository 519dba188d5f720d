import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { CircularProgress, Stack, Tooltip, Typography } from '@mui/material';
import type { SaveState } from './use-page-draft';

/** "Salvo" / "Salvando…" / "Erro ao salvar", announced politely to screen readers. */
export function SaveIndicator({ state, problem }: { state: SaveState; problem: string | null }) {
  const text = state === 'saved' ? 'Salvo' : state === 'error' ? 'Erro ao salvar' : 'Salvando…';
  const icon =
    state === 'saved' ? (
      <CheckCircleOutline fontSize="small" color="success" />
    ) : state === 'error' ? (
      <ErrorOutline fontSize="small" color="error" />
    ) : (
      <CircularProgress size={14} aria-hidden />
    );
  return (
    <Tooltip title={state === 'error' ? (problem ?? '') : ''}>
      <Stack
        direction="row"
        spacing={0.5}
        role="status"
        aria-live="polite"
        sx={{ alignItems: 'center' }}
      >
        {icon}
        <Typography variant="body2" color={state === 'error' ? 'error' : 'text.secondary'}>
          {text}
        </Typography>
      </Stack>
    </Tooltip>
  );
}
