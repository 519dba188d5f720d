import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { Process } from '@orbita/contracts/flow';
import { Box, Chip, Divider, IconButton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ProcessCard } from '@orbita/contracts/flow';
import { useVersionedSave } from '../../../platform/concurrency';
import { dayjs } from '../../../platform/dates';
import { notify } from '../../../platform/toasts';
import { SideDrawer } from '../../../ui/side-drawer';
import { SavingText } from '../tasks/task-fields';
import { useRemoveCard, useUpdateCard, writeCard } from './process-mutations';
import { processQueries } from './processes-api';
import { durationText, sinceText } from './time-in-stage';

/** A card's details (`?cartao=<id>`): title, description, time in stage, stage history. */
export function CardDrawer({
  cardId,
  process,
  canWrite,
  onClose,
}: {
  cardId: string;
  process: Process;
  canWrite: boolean;
  onClose: () => void;
}) {
  const query = useQuery(processQueries.card(cardId));
  const [now] = useState(() => Date.now());
  const update = useUpdateCard(process.id, cardId);
  const remove = useRemoveCard(process.id, cardId);
  const card = query.data;
  const client = useQueryClient();
  const { mutateAsync } = update;
  // One way for every versioned edit: the version goes along; a newer one opens the dialog.
  const versioned = useVersionedSave<ProcessCard, { title?: string; description?: string }>({
    record: card,
    send: mutateAsync,
    writeCurrent: useCallback(
      (current: ProcessCard) => writeCard(client, process.id, current),
      [client, process.id],
    ),
    labels: { title: 'Título', description: 'Descrição' },
  });
  const stage = process.stages.find((s) => s.id === card?.stageId);
  return (
    <SideDrawer
      title={`Cartão · ${process.name}`}
      query={query}
      loadingLabel="Carregando cartão"
      onClose={onClose}
      actions={
        card &&
        canWrite && (
          <IconButton
            aria-label="Excluir cartão"
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  notify.success('Cartão excluído.');
                  onClose();
                },
              })
            }
            loading={remove.isPending}
          >
            <DeleteOutline />
          </IconButton>
        )
      }
    >
      {versioned.dialog}
      {card && (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {stage && (
              <Chip
                label={stage.name}
                sx={{ bgcolor: stage.color, color: '#fff', fontWeight: 600 }}
              />
            )}
            <Typography variant="body2" color="text.secondary" data-testid="time-in-stage">
              {sinceText(card.enteredStageAt, now)} nesta etapa
            </Typography>
          </Stack>
          <SavingText
            label="Título"
            value={card.title}
            required
            version={card.version}
            onSave={(title, version) => versioned.save({ title }, version)}
          />
          <SavingText
            label="Descrição"
            value={card.description}
            multiline
            version={card.version}
            onSave={(description, version) => versioned.save({ description }, version)}
          />
          <Divider />
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              Histórico de etapas
            </Typography>
            <Stack component="ol" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
              {[...card.history].reverse().map((visit) => (
                <Stack
                  component="li"
                  key={`${visit.stageId}:${visit.enteredAt}`}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'baseline' }}
                >
                  <Box
                    sx={{
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      bgcolor:
                        process.stages.find((s) => s.id === visit.stageId)?.color ?? 'grey.500',
                      flexShrink: 0,
                    }}
                    aria-hidden
                  />
                  <Box>
                    <Typography variant="body2">
                      <strong>{visit.stageName}</strong> —{' '}
                      {visit.leftAt
                        ? durationText(visit.durationMs)
                        : `desde ${dayjs(visit.enteredAt).format('DD/MM/YYYY HH:mm')} (atual)`}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      Entrou em {dayjs(visit.enteredAt).format('DD/MM/YYYY HH:mm')}
                      {visit.leftAt
                        ? ` · saiu em ${dayjs(visit.leftAt).format('DD/MM/YYYY HH:mm')}`
                        : ''}
                    </Typography>
                  </Box>
                </Stack>
              ))}
            </Stack>
          </Box>
        </>
      )}
    </SideDrawer>
  );
}
