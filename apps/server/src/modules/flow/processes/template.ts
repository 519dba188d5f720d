import { PROCESS_NAME_MAX } from '@orbita/contracts';
import type { ProcessSnapshot } from '@orbita/contracts/structures';
import { joinedContext } from '../../../platform/db/transaction';
import type { TemplateKind } from '../../../platform/templates';
import { notFoundAsNull } from '../lists/template';
import { createProcess, getProcess, updateProcess } from './service';

/**
 * A process as a structure (modules/structures): its description, its stages in board
 * order with their colours and WIP limits, and its card fields. Cards are not part of it.
 * A new process from it goes through `createProcess` (then `updateProcess` for the fields),
 * with their events and rules.
 */
export const processTemplate: TemplateKind<'processo'> = {
  createPath: '/api/app/flow/processes',
  snapshot: async (tx, _env, member, id) => {
    const process = await getProcess(tx, member, id).catch(notFoundAsNull);
    if (!process) return null;
    const data: ProcessSnapshot = {
      description: process.description,
      stages: process.stages.map((s) => ({ name: s.name, color: s.color, wipLimit: s.wipLimit })),
      fields: process.fields,
    };
    return { name: process.name, data };
  },
  instantiate: async (tx, _env, target, data) => {
    const ctx = joinedContext(tx);
    const process = await createProcess(ctx, target, {
      name: target.name.slice(0, PROCESS_NAME_MAX).trim(),
      description: data.description,
      stages: data.stages,
    });
    if (data.fields.length > 0)
      await updateProcess(ctx, target, process.id, { fields: data.fields });
    return { id: process.id };
  },
};
