import SyncIcon from '@mui/icons-material/Sync';
import {
  Box,
  Button,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { templateStatusLabels, type WhatsappTemplate } from '@orbita/contracts/chats';
import { useQuery } from '@tanstack/react-query';
import { notify } from '../../../platform/toasts';
import { LoadingBlocks, QueryError } from '../../../ui/query-states';
import { useSyncTemplates } from '../api/mutations';
import { chatsQueries } from '../api/queries';
import { dateTime } from '../lib/format';

const statusColors: Record<
  WhatsappTemplate['status'],
  'success' | 'warning' | 'error' | 'default'
> = {
  APPROVED: 'success',
  PENDING: 'warning',
  REJECTED: 'error',
  PAUSED: 'default',
  DISABLED: 'default',
};

/** The account's message templates (what may go out after the 24 h window), synced from Meta. */
export function TemplatesTable() {
  const templates = useQuery(chatsQueries.templates());
  const sync = useSyncTemplates();
  let body;
  if (templates.isPending) body = <LoadingBlocks label="Carregando modelos" height={48} />;
  else if (templates.isError)
    body = <QueryError error={templates.error} onRetry={() => void templates.refetch()} />;
  else if (templates.data.items.length === 0)
    body = (
      <Typography color="text.secondary">
        Nenhum modelo. Crie modelos no Gerenciador do WhatsApp da Meta e clique em Sincronizar: fora
        da janela de 24 h, só modelos aprovados podem ser enviados.
      </Typography>
    );
  else
    body = (
      <TableContainer>
        <Table size="small" aria-label="Modelos de mensagem">
          <TableHead>
            <TableRow>
              <TableCell>Nome</TableCell>
              <TableCell>Idioma</TableCell>
              <TableCell>Categoria</TableCell>
              <TableCell>Situação</TableCell>
              <TableCell>Corpo</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {templates.data.items.map((t) => (
              <TableRow key={`${t.name}-${t.language}`}>
                <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {t.name}
                </TableCell>
                <TableCell>{t.language}</TableCell>
                <TableCell>{t.category}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={statusColors[t.status]}
                    label={templateStatusLabels[t.status]}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', minWidth: 200 }}>
                  {t.body}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h6" component="h2">
            Modelos de mensagem
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Sincronizado em {dateTime(templates.data?.syncedAt ?? null)}
          </Typography>
        </Box>
        <Button
          startIcon={<SyncIcon />}
          variant="outlined"
          loading={sync.isPending}
          onClick={() =>
            sync.mutate(undefined, {
              onSuccess: (answer) => notify.check(`${answer.items.length} modelos sincronizados.`),
              onError: (error) => notify.error(error.message),
            })
          }
        >
          Sincronizar
        </Button>
      </Box>
      {body}
    </Paper>
  );
}
