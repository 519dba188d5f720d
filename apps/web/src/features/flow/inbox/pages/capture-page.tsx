import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCan } from '../../../../platform/session/app-state';
import { PageHeader } from '../../../../ui/page-header';
import { RoleLimitNote } from '../../../../ui/role-limit-note';
import { useCaptures } from '../api/use-captures';
import { CaptureField } from '../components/capture-field';
import { CapturedList } from '../components/captured-list';
import { PendingCaptures } from '../components/pending-captures';
import { SHARE_PARAMS, sharedText } from '../offline/shared-text';

export const SHARED_NOTE =
  'Recebido de outro aplicativo: confira o texto e tecle Enter para coletar.';

/**
 * `/flow/coleta-ideias`: capture, keyboard first: type, Enter, next. Also the PWA's share
 * target (`?title=&text=&url=`): what was shared lands in the field for the person to confirm.
 */
export function CapturePage() {
  const { captures, capture, retry, pending } = useCaptures();
  const saved = captures.filter((c) => c.status === 'saved').length;
  // An Observador cannot capture (the server says 403): the page says so instead of a field.
  const canWrite = useCan('content.write');
  const [params, setParams] = useSearchParams();
  // Read once: the address is then cleaned, so a reload does not offer it again.
  const [shared] = useState(() => sharedText(params));
  useEffect(() => {
    if (SHARE_PARAMS.some((name) => params.has(name)))
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          SHARE_PARAMS.forEach((name) => next.delete(name));
          return next;
        },
        { replace: true },
      );
  }, [params, setParams]);

  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader
        title="Coleta de ideias"
        subtitle="Flow"
        actions={
          <Button component={RouterLink} to="/flow/workplace" variant="outlined">
            Ir para a caixa de entrada
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {canWrite && shared && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {SHARED_NOTE}
          </Alert>
        )}
        {canWrite ? (
          <CaptureField autoFocus onCapture={capture} initialValue={shared} />
        ) : (
          <RoleLimitNote sx={{ justifyContent: 'center' }} />
        )}
        {canWrite && <PendingCaptures pending={pending} />}
        {!canWrite ? null : captures.length === 0 && pending.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: { xs: 4, md: 6 } }}>
            <LightbulbOutlinedIcon
              color="primary"
              sx={{ fontSize: 48, opacity: 0.7 }}
              aria-hidden
            />
            <Typography variant="h6" component="p">
              Tire da cabeça e coloque aqui.
            </Typography>
            <Typography color="text.secondary">
              Uma ideia por linha: escreva e tecle Enter. Você organiza depois, no workplace.
            </Typography>
          </Box>
        ) : captures.length === 0 ? null : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} aria-live="polite">
              {saved === 1
                ? '1 item coletado nesta sessão'
                : `${saved} itens coletados nesta sessão`}
            </Typography>
            <CapturedList captures={captures} onRetry={retry} />
          </>
        )}
      </Paper>
    </Box>
  );
}
