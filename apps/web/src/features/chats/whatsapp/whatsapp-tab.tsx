import { Alert, Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { LoadingBlocks, QueryError } from '../../../ui/query-states';
import { useDisconnectWhatsapp } from '../api/mutations';
import { chatsQueries } from '../api/queries';
import { useChatsAccess } from '../lib/permissions';
import { ConnectForm } from './connect-form';
import { HealthCard } from './health-card';
import { TemplatesTable } from './templates-table';

/** WhatsApp (Admins): the connection form, or its health, webhook, templates and "Desconectar". */
export function WhatsappTab() {
  const access = useChatsAccess();
  const connection = useQuery({ ...chatsQueries.whatsapp(), enabled: access.admin });
  const disconnect = useDisconnectWhatsapp();
  const [confirming, setConfirming] = useState(false);

  if (!access.admin)
    return <Alert severity="info">Só Admins conectam e gerenciam o WhatsApp do espaço.</Alert>;
  if (connection.isPending)
    return <LoadingBlocks label="Carregando a conexão" height={160} count={2} />;
  if (connection.isError)
    return <QueryError error={connection.error} onRetry={() => void connection.refetch()} />;
  if (!connection.data.connected) return <ConnectForm />;
  return (
    // minmax(0, 1fr): the templates table scrolls inside its card instead of widening the page (360 px).
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 1200 }}>
      <HealthCard connection={connection.data} />
      <TemplatesTable />
      <Box>
        <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
          Desconectar
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Desconectar o WhatsApp?"
        text="As mensagens deixam de chegar e de sair por este número; as conversas e os contatos ficam. Mensagens na fila de envio não saem. Para voltar, conecte de novo com o token e a chave."
        confirmLabel="Desconectar"
        busy={disconnect.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              notify.check('WhatsApp desconectado.');
              setConfirming(false);
            },
            onError: (error) => notify.error(error.message),
          })
        }
      />
    </Box>
  );
}
