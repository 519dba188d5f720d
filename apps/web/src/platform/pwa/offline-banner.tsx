import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert } from '@mui/material';
import { useOnline } from './online';

export const OFFLINE_BANNER_TEXT = 'Offline — somente leitura';

/**
 * Shown in the signed-in shell while there is no connection: what was read before stays
 * readable (the persisted query cache), writes wait for the connection — except capturing
 * ideas, which are kept on the device and sent when it returns.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert
      severity="warning"
      icon={<CloudOffIcon fontSize="inherit" />}
      role="status"
      sx={{ mb: 2 }}
    >
      <strong>{OFFLINE_BANNER_TEXT}</strong>. Você vê o que já abriu neste aparelho; alterações
      precisam da conexão. Ideias coletadas ficam guardadas e são enviadas quando ela voltar.
    </Alert>
  );
}
