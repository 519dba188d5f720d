import type { Process, ProcessStage } from '@orbita/contracts/flow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useVersionedSave, versionConflictOf } from '../../../platform/concurrency';
import { errorFromResponse, HttpError } from '../../../platform/http/http-error';
import { notify } from '../../../platform/toasts';
import type { Placement } from '../tasks/ordering';
import { writeProcess } from './process-mutations';
import { processesApi } from './processes-api';

/** A stage's edit: `id` says which stage (the dialog hides it), the rest are the changes. */
export interface StageEdit {
  id: string;
  name?: string;
  wipLimit?: number | null;
}

/**
 * Stage edits through the concurrency piece. The route takes the stage's `version` but
 * answers (and, on a stale one, sends as `current`) the whole process: the process goes into
 * the cache, and the dialog compares and reapplies on the stage itself, on its own version.
 * One per editor dialog, not per row: a row remounts when its stage changes under it.
 */
export function useStageSave(process: Process) {
  const client = useQueryClient();
  const newer = useRef<Process | null>(null);
  return useVersionedSave<ProcessStage, StageEdit>({
    send: async ({ id, ...body }) => {
      try {
        const saved = await processesApi.updateStage(process.id, id, body);
        writeProcess(client, saved);
        const stage = saved.stages.find((s) => s.id === id);
        if (!stage) throw new Error('Etapa não encontrada.');
        return stage;
      } catch (error) {
        const current = versionConflictOf<Process>(error);
        if (!current || !(error instanceof HttpError)) throw error;
        const stage = current.stages.find((s) => s.id === id);
        if (!stage) {
          writeProcess(client, current);
          throw new Error('Esta etapa foi excluída por outra pessoa.');
        }
        newer.current = current;
        throw errorFromResponse(409, 'Conflict', { ...(error.body as object), current: stage });
      }
    },
    writeCurrent: () => newer.current && writeProcess(client, newer.current),
    labels: { name: 'Nome', wipLimit: 'Limite WIP' },
  });
}

export const STAGE_ORDER_CHANGED =
  'Outra pessoa mudou as etapas enquanto você arrastava. A ordem atual foi carregada: arraste de novo se ainda quiser.';

/**
 * A stage drag goes on the version of the board the person saw (the process's: every
 * change of the stage order bumps it). A stale one is not reapplied — a "put it after X"
 * made on an order that no longer exists is what scrambles boards — the current board
 * goes into the cache and the person drags again on what they now see.
 */
export function useStageMove(process: Process) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ stageId, placement }: { stageId: string; placement: Placement }) =>
      processesApi.moveStage(process.id, stageId, { ...placement, version: process.version }),
    onSuccess: (saved) => writeProcess(client, saved),
    onError: (error) => {
      const current = versionConflictOf<Process>(error);
      if (!current) return notify.error(error.message);
      writeProcess(client, current);
      notify.warning(STAGE_ORDER_CHANGED);
    },
  });
}

export const STAGES_CHANGED =
  'Outra pessoa mudou as etapas enquanto você editava. As etapas atuais foram carregadas: confira e tente de novo se ainda quiser.';

/**
 * Adding and deleting a stage change the order too, so they go on the board's version like
 * a drag (`change` gets it). A stale one is not reapplied either ("after X", or deleting a
 * stage that may now hold cards or be the last one, was decided on another board): the
 * current board goes into the cache and the person decides again on what they now see.
 * `onDone` runs only after a save (the new stage's name stays typed after a conflict).
 */
export function useStageOrderChange(process: Process) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      change,
    }: {
      change: (version: number) => Promise<Process>;
      onDone?: () => void;
    }) => change(process.version),
    onSuccess: (saved, { onDone }) => {
      writeProcess(client, saved);
      onDone?.();
    },
    onError: (error) => {
      const current = versionConflictOf<Process>(error);
      if (!current) return notify.error(error.message);
      writeProcess(client, current);
      notify.warning(STAGES_CHANGED);
    },
  });
}
