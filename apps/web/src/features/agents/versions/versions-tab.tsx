import {
  Box,
  Button,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import type { Agent, AgentVersion } from '@orbita/contracts/agents';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { statusOf } from '../../../platform/http';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { LoadingBlocks, QueryError } from '../../../ui/query-states';
import { useRestoreVersion } from '../api/mutations';
import { agentsQueries } from '../api/queries';
import { dateTime } from '../lib/format';
import { DefinitionSummary } from './definition-summary';

/**
 * "Versões": every saved definition of the agent (nº, who, when), newest first; a chosen one
 * read in full, and "Restaurar" (after confirming) makes it the newest version again.
 */
export function VersionsTab({ agent, canWrite }: { agent: Agent; canWrite: boolean }) {
  const client = useQueryClient();
  const versions = useQuery(agentsQueries.versions(agent.id));
  const restore = useRestoreVersion(agent.id);
  const [chosenNumber, setChosenNumber] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<AgentVersion | null>(null);
  const items = [...(versions.data?.items ?? [])].sort((a, b) => b.version - a.version);
  const chosen = items.find((v) => v.version === chosenNumber) ?? items[0];

  if (versions.isPending) return <LoadingBlocks label="Carregando versões" height={56} />;
  if (versions.isError)
    return <QueryError error={versions.error} onRetry={() => void versions.refetch()} />;

  const confirmRestore = (version: AgentVersion) =>
    restore.mutate(version.version, {
      onSuccess: (saved) => {
        setRestoring(null);
        setChosenNumber(saved.version);
        notify.success(`Versão ${version.version} restaurada.`);
      },
      onError: (error) => {
        setRestoring(null);
        notify.error(error.message);
        // Someone changed or deleted the agent meanwhile: show it as it is now.
        if (statusOf(error) === 409 || statusOf(error) === 404) {
          void client.invalidateQueries({ queryKey: agentsQueries.detail(agent.id).queryKey });
          void versions.refetch();
        }
      },
    });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined">
        <List aria-label="Versões" disablePadding>
          {items.map((v) => (
            <ListItemButton
              key={v.version}
              divider
              selected={v.version === chosen?.version}
              onClick={() => setChosenNumber(v.version)}
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    Versão {v.version}
                    {v.version === agent.version && (
                      <Chip size="small" color="primary" label="Atual" />
                    )}
                  </Box>
                }
                secondary={`${v.createdBy?.name ?? 'Alguém'} · ${dateTime(v.createdAt)}`}
              />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      {chosen && (
        <Paper
          component="section"
          variant="outlined"
          aria-label={`Versão ${chosen.version}`}
          sx={{ p: 2, display: 'grid', gap: 2 }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography
              variant="subtitle1"
              component="h3"
              sx={{ flex: 1, overflowWrap: 'anywhere' }}
            >
              Versão {chosen.version}: {chosen.name}
            </Typography>
            {canWrite && chosen.version !== agent.version && (
              <Button variant="outlined" size="small" onClick={() => setRestoring(chosen)}>
                Restaurar
              </Button>
            )}
          </Box>
          <DefinitionSummary definition={chosen.definition} />
        </Paper>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={`Restaurar a versão ${restoring?.version ?? ''}?`}
        text="O agente volta a ter a definição desta versão (gatilho, condições, ações, papel e limite), salva como uma nova versão. As outras versões continuam no histórico."
        confirmLabel="Restaurar"
        busy={restore.isPending}
        onCancel={() => setRestoring(null)}
        onConfirm={() => restoring && confirmRestore(restoring)}
      />
    </Box>
  );
}
