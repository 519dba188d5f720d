import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  priorityLabels,
  type Priority,
  type Process,
  type ProcessCard,
  type UpdateCardBody,
} from '@orbita/contracts/flow';
import { Box, Chip, Divider, IconButton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useVersionedSave } from '../../../platform/concurrency';
import { dayjs } from '../../../platform/dates';
import { notify } from '../../../platform/toasts';
import { SideDrawer } from '../../../ui/side-drawer';
import { HistoryPanel } from '../history/history-panel';
import { SavingText } from '../tasks/task-fields';
import { useMembers } from '../tasks/use-members';
import { CardAttachments } from './card-attachments';
import { CardChecklist } from './card-checklist';
import { CardComments } from './card-comments';
import { CardMainFields, CardNumbers } from './card-fields';
import { MoveMenu } from './move-menu';
import { useRemoveCard, useUpdateCard, writeCard } from './process-mutations';
import { processQueries } from './processes-api';
import { durationText, sinceText } from './time-in-stage';

/** The card fields as the conflict dialog names them. */
const labels = {
  title: 'Título',
  description: 'Descrição',
  assigneeId: 'Responsável',
  dueAt: 'Prazo',
  priority: 'Prioridade',
  fieldValues: 'Campos',
};

/**
 * A card's details (`?cartao=<id>`): title, responsible, due date, priority, description,
 * the process's fields, checklist, attachments, comments, time in stage and stage history.
 */
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
  const members = useMembers();
  const versioned = useVersionedSave<ProcessCard, UpdateCardBody>({
    record: card,
    send: mutateAsync,
    writeCurrent: useCallback(
      (current: ProcessCard) => writeCard(client, process.id, current),
      [client, process.id],
    ),
    labels,
    format: (field, value) =>
      field === 'assigneeId'
        ? ((members.data ?? []).find((m) => m.userId === value)?.name ?? 'Ninguém')
        : field === 'priority'
          ? priorityLabels[value as Priority]
          : field === 'dueAt' && typeof value === 'string'
            ? dayjs(value).format('DD/MM/YYYY HH:mm')
            : undefined,
  });
  const save = (body: UpdateCardBody, version?: number) =>
    versioned.save(body, version).catch((error: Error) => {
      notify.error(error.message);
      throw error;
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
                data-testid="card-stage"
                sx={{ bgcolor: stage.color, color: '#fff', fontWeight: 600 }}
              />
            )}
            <Typography
              variant="body2"
              color="text.secondary"
              data-testid="time-in-stage"
              sx={{ flex: 1 }}
            >
              {sinceText(card.enteredStageAt, now)} nesta etapa
            </Typography>
            {canWrite && <MoveMenu card={card} process={process} />}
          </Stack>
          <SavingText
            label="Título"
            value={card.title}
            required
            version={card.version}
            onSave={(title, version) => save({ title }, version)}
          />
          <CardMainFields card={card} save={save} readOnly={!canWrite} />
          <SavingText
            label="Descrição"
            value={card.description}
            multiline
            version={card.version}
            onSave={(description, version) => save({ description }, version)}
          />
          <CardNumbers card={card} process={process} save={save} readOnly={!canWrite} />
          <Divider />
          <CardChecklist card={card} readOnly={!canWrite} />
          <Divider />
          <CardAttachments card={card} readOnly={!canWrite} />
          <Divider />
          <CardComments cardId={card.id} readOnly={!canWrite} />
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
          <HistoryPanel entity="card" id={card.id} />
        </>
      )}
    </SideDrawer>
  );
}
