import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import { Box, Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../../platform/session/app-state';
import { PageHeader } from '../../../../ui/page-header';
import { RoleLimitNote } from '../../../../ui/role-limit-note';
import { useCaptures } from '../api/use-captures';
import { CaptureField } from '../components/capture-field';
import { CapturedList } from '../components/captured-list';

/** `/flow/coleta-ideias`: capture, keyboard first: type, Enter, next. */
export function CapturePage() {
  const { captures, capture, retry } = useCaptures();
  const saved = captures.filter((c) => c.status === 'saved').length;
  // An Observador cannot capture (the server says 403): the page says so instead of a field.
  const canWrite = useCan('content.write');
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
        {canWrite ? (
          <CaptureField autoFocus onCapture={capture} />
        ) : (
          <RoleLimitNote sx={{ justifyContent: 'center' }} />
        )}
        {!canWrite ? null : captures.length === 0 ? (
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
        ) : (
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
