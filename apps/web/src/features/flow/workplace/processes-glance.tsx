import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Paper,
  Skeleton,
  Typography,
} from '@mui/material';
import { flowEntities } from '@orbita/contracts/flow';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { batchInvalidate } from '../../../platform/cache';
import { onEntityEvent } from '../../../platform/realtime';
import { inboxQueries } from '../inbox/api/queries';

/** The prompt of an empty workspace (spec: "an empty workspace shows a prompt to create the first workflow"). */
function FirstWorkflow() {
  return (
    <Paper variant="outlined" sx={{ textAlign: 'center', py: { xs: 4, md: 6 }, px: 2 }}>
      <AccountTreeOutlinedIcon color="primary" sx={{ fontSize: 48, opacity: 0.7 }} aria-hidden />
      <Typography variant="h6" component="p">
        Crie seu primeiro fluxo de trabalho
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Etapas com limite de trabalho em andamento, cartões que passam por elas: vendas,
        recrutamento, conteúdo…
      </Typography>
      <Button component={RouterLink} to="/flow/processos" variant="contained">
        Criar fluxo de trabalho
      </Button>
    </Paper>
  );
}

/** The workspace's workflows (processes) at a glance: stages with their card counts. */
export function ProcessesGlance() {
  const processes = useQuery(inboxQueries.processes());
  const client = useQueryClient();
  // Cards moving elsewhere change the stage counts shown here, and arrive as `flow-card`
  // events; this tab's own card writes refresh the counts themselves.
  useEffect(() => {
    const batch = batchInvalidate(client); // a batch of card moves: one refetch
    const off = onEntityEvent(client, ({ entity, own }) => {
      if (entity === flowEntities.card && !own)
        batch.invalidate({ queryKey: [flowEntities.process] });
    });
    return () => (off(), batch.dispose());
  }, [client]);

  return (
    <Box component="section" aria-labelledby="workflows-title" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5 }}>
        <Typography id="workflows-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          Fluxos de trabalho
        </Typography>
        {processes.isSuccess && processes.data.length > 0 && (
          <Button component={RouterLink} to="/flow/processos" size="small">
            Ver todos
          </Button>
        )}
      </Box>
      {processes.isPending && (
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
          role="status"
          aria-label="Carregando fluxos"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={112} />
          ))}
        </Box>
      )}
      {processes.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void processes.refetch()}>
              Tentar de novo
            </Button>
          }
        >
          Não foi possível carregar os fluxos de trabalho. {processes.error.message}
        </Alert>
      )}
      {processes.isSuccess && processes.data.length === 0 && <FirstWorkflow />}
      {processes.isSuccess && processes.data.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, 1fr)',
              lg: 'repeat(3, 1fr)',
              xl: 'repeat(4, 1fr)',
            },
          }}
        >
          {processes.data.map((process) => (
            <Card key={process.id} variant="outlined">
              <CardActionArea
                component={RouterLink}
                to={`/flow/processo/${process.id}`}
                sx={{ height: '100%' }}
              >
                <CardContent>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} noWrap>
                    {process.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {process.cardCount === 1 ? '1 cartão' : `${process.cardCount} cartões`}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {process.stages.map((stage) => (
                      <Chip
                        key={stage.id}
                        size="small"
                        variant="outlined"
                        label={`${stage.name}: ${stage.cardCount}${stage.wipLimit ? `/${stage.wipLimit}` : ''}`}
                        sx={{ borderColor: stage.color, borderLeftWidth: 4 }}
                      />
                    ))}
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
