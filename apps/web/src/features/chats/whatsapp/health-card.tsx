import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { WhatsappConnection } from '@orbita/contracts/chats';
import { notify } from '../../../platform/toasts';
import { useCheckWhatsapp } from '../api/mutations';
import { dateTime } from '../lib/format';
import { CopyField } from './copy-field';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function TokenChip({ valid }: { valid: boolean | null }) {
  if (valid === true)
    return <Chip size="small" color="success" icon={<CheckCircleOutline />} label="Token válido" />;
  if (valid === false)
    return <Chip size="small" color="error" icon={<ErrorOutline />} label="Token inválido" />;
  return <Chip size="small" icon={<HelpOutline />} label="Token não verificado" />;
}

/**
 * Connected: the number, its verified name, the last webhook, the last error, the token's
 * validity ("Verificar agora"), the send queue, and what to paste in Meta's panel.
 */
export function HealthCard({ connection: c }: { connection: WhatsappConnection }) {
  const verify = useCheckWhatsapp();
  const webhookUrl = c.webhookUrl ? new URL(c.webhookUrl, window.location.origin).href : null;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 200 }}>
            Conexão
          </Typography>
          <TokenChip valid={c.tokenValid} />
          <Button
            size="small"
            variant="outlined"
            loading={verify.isPending}
            onClick={() =>
              verify.mutate(undefined, {
                onSuccess: (answer) =>
                  answer.tokenValid
                    ? notify.check('Token válido.')
                    : notify.warning(answer.lastError ?? 'O token não foi aceito pela Meta.'),
                onError: (error) => notify.error(error.message),
              })
            }
          >
            Verificar agora
          </Button>
        </Box>
        {c.tokenValid === false && (
          <Alert severity="error" sx={{ mb: 2 }}>
            A Meta recusou o token: mensagens não saem nem chegam as mídias. Gere um token novo e
            conecte de novo.
          </Alert>
        )}
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
          }}
        >
          <Figure label="Número">{c.displayPhone ?? c.phoneNumberId ?? '—'}</Figure>
          <Figure label="Nome verificado">{c.verifiedName ?? '—'}</Figure>
          <Figure label="Token verificado em">{dateTime(c.tokenCheckedAt)}</Figure>
          <Figure label="Último webhook">
            {c.lastWebhookAt
              ? dateTime(c.lastWebhookAt)
              : 'Nenhum ainda — confira o webhook na Meta'}
          </Figure>
          <Figure label="Último erro">
            {c.lastError ? `${c.lastError} (${dateTime(c.lastErrorAt)})` : 'Nenhum'}
          </Figure>
          <Figure label="Fila de envio">
            {c.outbox.queued === 0
              ? 'Vazia'
              : `${c.outbox.queued} ${c.outbox.queued === 1 ? 'mensagem' : 'mensagens'} · a mais antiga de ${dateTime(c.outbox.oldestAt)}`}
          </Figure>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2">
          Webhook
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No painel da Meta: seu app → WhatsApp → Configuração → Webhook → Editar. Cole a URL de
          retorno e o token de verificação, e assine o campo <b>messages</b>.
        </Typography>
        <Stack spacing={1.5}>
          {webhookUrl && <CopyField label="URL de retorno" value={webhookUrl} />}
          {c.verifyToken && <CopyField label="Token de verificação" value={c.verifyToken} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
