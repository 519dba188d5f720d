import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { AGENT_HOOK_BODY_MAX } from '@orbita/contracts/agents';
import { Alert, Box, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { notify } from '../../../platform/toasts';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.check(`${what} copiado.`);
  } catch {
    // No clipboard (an http page, a denied permission): it is on screen to copy by hand.
    notify.info(`Copie à mão: ${text}`);
  }
}

/**
 * The agent's own URL and how to call it: an API key of the workspace as a Bearer token (the
 * same keys as the rest of the API), a JSON body that becomes `event`, and `Idempotency-Key`
 * so a retried call runs the agent once.
 */
export function WebhookInfo({ hookPath }: { hookPath: string | null }) {
  if (!hookPath)
    return (
      <Alert severity="info">
        Salve o agente para ver a URL dele. Quem chamar a URL precisa de uma chave de API deste
        espaço de trabalho.
      </Alert>
    );
  const url = new URL(hookPath, window.location.origin).href;
  const example = [
    `curl -X POST '${url}' \\`,
    `  -H 'Authorization: Bearer <sua chave de API>' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H 'Idempotency-Key: pedido-123' \\`,
    `  -d '{"pedido": "123", "valor": 1990}'`,
  ].join('\n');
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Typography
          variant="body2"
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontFamily: 'monospace' }}
          data-testid="agent-hook-url"
        >
          POST {url}
        </Typography>
        <Tooltip title="Copiar URL">
          <IconButton aria-label="Copiar URL do agente" onClick={() => void copy(url, 'Endereço')}>
            <ContentCopyOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Envie uma{' '}
        <Link component={RouterLink} to="/conta/chaves">
          chave de API
        </Link>{' '}
        no cabeçalho <code>Authorization: Bearer …</code>. O corpo JSON (até{' '}
        {AGENT_HOOK_BODY_MAX / 1024} KB) vira <code>{'{{event.…}}'}</code> nas condições e ações.
        Com o cabeçalho <code>Idempotency-Key</code>, a mesma chamada repetida executa o agente uma
        vez só.
      </Typography>
      <Box>
        {/* The copy button above the example, not over it: at 360 px the lines scroll under it. */}
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
            Exemplo
          </Typography>
          <Tooltip title="Copiar exemplo">
            <IconButton
              size="small"
              aria-label="Copiar exemplo de chamada"
              onClick={() => void copy(example, 'Exemplo')}
            >
              <ContentCopyOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        <Box
          component="pre"
          aria-label="Exemplo de chamada"
          sx={{
            m: 0,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontSize: 12,
            overflowX: 'auto',
          }}
        >
          {example}
        </Box>
      </Box>
    </Stack>
  );
}
