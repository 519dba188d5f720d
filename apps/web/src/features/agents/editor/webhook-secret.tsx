import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { Alert, Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { notify } from '../../../platform/toasts';
import { agentsApi } from '../api/agents-api';
import type { EditorValues } from './editor-form';

/**
 * The secret the agent's webhook calls are signed with (`X-Orbita-Signature`), shown to the
 * Admin on request so the receiving system can verify each call. Fetched only when asked
 * (never kept in the agent's cached record); how to verify: docs/agents-webhooks.md.
 */
export function WebhookSecret({ agentId }: { agentId: string | null }) {
  const { control } = useFormContext<EditorValues>();
  const actions = useWatch({ control, name: 'actions' });
  const [secret, setSecret] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  if (!actions.some((a) => a.kind === 'webhook')) return null;
  if (!agentId)
    return (
      <Alert severity="info">
        Salve o agente para ver o segredo com que as chamadas do webhook são assinadas.
      </Alert>
    );
  const show = async () => {
    setState('loading');
    try {
      setSecret((await agentsApi.webhookSecret(agentId)).secret);
      setState('idle');
    } catch {
      setState('error');
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret!);
      notify.check('Segredo copiado.');
    } catch {
      notify.info('Selecione o segredo e copie à mão.');
    }
  };
  return (
    <Stack spacing={1} component="section" aria-label="Segredo do webhook">
      <Typography variant="body2" color="text.secondary">
        Cada chamada leva <code>X-Orbita-Signature: sha256=…</code>, o HMAC-SHA256 do corpo com o
        segredo deste agente, e <code>X-Orbita-Delivery</code>, igual nas novas tentativas.
      </Typography>
      {secret ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <Typography
            variant="body2"
            sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontFamily: 'monospace' }}
            data-testid="agent-webhook-secret"
          >
            {secret}
          </Typography>
          <Tooltip title="Copiar segredo">
            <IconButton aria-label="Copiar segredo do webhook" onClick={() => void copy()}>
              <ContentCopyOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ) : (
        <Box>
          <Button
            variant="outlined"
            size="small"
            disabled={state === 'loading'}
            onClick={() => void show()}
          >
            Mostrar o segredo
          </Button>
        </Box>
      )}
      {state === 'error' && (
        <Alert severity="error">Não foi possível ler o segredo. Tente de novo.</Alert>
      )}
    </Stack>
  );
}
