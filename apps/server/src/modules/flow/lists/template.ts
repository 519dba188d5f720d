import { LIST_NAME_MAX } from '@orbita/contracts';
import type { ListSnapshot } from '@orbita/contracts/structures';
import { joinedContext } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import type { TemplateKind } from '../../../platform/templates';
import { createList, getList } from './service';

/**
 * A list as a structure (modules/structures): its look and its columns — custom fields and
 * formulas. Tasks are not part of it (the gallery says so). A new list from it goes through
 * `createList` (its own code sequence from the name, the formula checks, `flow.list.created`).
 */
export const listTemplate: TemplateKind<'lista'> = {
  createPath: '/api/app/flow/lists',
  snapshot: async (tx, _env, member, id) => {
    const list = await getList(tx, member, id).catch(notFoundAsNull);
    if (!list) return null;
    const data: ListSnapshot = {
      color: list.color,
      icon: list.icon,
      fields: list.fields,
      formulas: list.formulas,
    };
    return { name: list.name, data };
  },
  instantiate: async (tx, _env, target, data) => {
    const list = await createList(joinedContext(tx), target, {
      name: target.name.slice(0, LIST_NAME_MAX).trim(),
      color: data.color,
      icon: data.icon,
      fields: data.fields,
      formulas: data.formulas,
    });
    return { id: list.id };
  },
};

/** A record the member cannot see answers like a missing one. */
export function notFoundAsNull(error: unknown): null {
  if (error instanceof AppError && error.status === 404) return null;
  throw error;
}
