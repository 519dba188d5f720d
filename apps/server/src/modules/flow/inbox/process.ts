import type { ProcessItemResult, processItemBodySchema } from '@orbita/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import { transaction } from '../../../platform/db/transaction';
import { bumpVersion } from '../../../platform/db/versioned';
import { emit } from '../../../platform/events/bus';
import { createCardInTx } from '../processes/cards';
import { presentCard, type CardRow } from '../processes/presenter';
import { byMember, type Member } from '../shared/actor';
import { presentTasks, type TaskRow } from '../tasks/presenter';
import { createTaskInTx, type CreateTaskInput } from '../tasks/service';
import { presentItem } from './presenter';
import { flowItems } from './schema';
import { lockItem } from './service';
import { assertOpen, stageChange } from './stages';

type Body = z.output<typeof processItemBodySchema>;

const TITLE_MAX = 300;
const titleFrom = (content: string) =>
  content.length <= TITLE_MAX ? content : `${content.slice(0, TITLE_MAX - 1)}…`;

/**
 * One step of the guided flow, in one transaction: the item is locked (two people
 * processing it at once: the second gets 409), what it becomes is created, and the item
 * ends processed.
 */
export async function processItem(
  ctx: AppContext,
  member: Member,
  id: string,
  body: Body,
): Promise<ProcessItemResult> {
  const now = clock.now();
  const { item, task, card } = await transaction(ctx, async (tx) => {
    const current = await lockItem(tx, member, id);
    assertOpen(current);
    const title =
      body.action !== 'someday' && body.action !== 'reference' && body.action !== 'trash'
        ? (body.title ?? titleFrom(current.content))
        : '';
    // A longer capture than the title keeps its full text as the description.
    const description = title !== current.content ? current.content : '';
    let task: TaskRow | null = null;
    let card: CardRow | null = null;
    let to = current.stage;
    let someday = current.someday;

    const taskInput = (overrides: Partial<CreateTaskInput>): CreateTaskInput => ({
      title,
      description,
      status: 'todo',
      priority: current.priority ?? 'normal',
      size: current.size,
      tags: current.tags,
      dueAt: current.dueAt ? current.dueAt.toISOString() : null,
      assigneeIds: [],
      fieldValues: {},
      next: false,
      waiting: false,
      checklist: [],
      ...overrides,
    });

    switch (body.action) {
      case 'do-now':
        task = await createTaskInTx(tx, member, body.listId, taskInput({ status: 'done' }));
        to = 'archived';
        break;
      case 'next-action':
        task = await createTaskInTx(
          tx,
          member,
          body.listId,
          taskInput({
            next: true,
            priority: body.priority ?? current.priority ?? 'normal',
            size: body.size ?? current.size,
            ...(body.dueAt !== undefined ? { dueAt: body.dueAt } : {}),
          }),
        );
        to = 'archived';
        break;
      case 'schedule':
        task = await createTaskInTx(tx, member, body.listId, taskInput({ dueAt: body.dueAt }));
        to = 'archived';
        break;
      case 'delegate':
        task = await createTaskInTx(
          tx,
          member,
          body.listId,
          taskInput({
            waiting: true,
            assigneeIds: [...new Set(body.assigneeIds)],
            ...(body.dueAt !== undefined ? { dueAt: body.dueAt } : {}),
          }),
        );
        to = 'archived';
        break;
      case 'to-process':
        card = await createCardInTx(tx, member, body.processId, {
          title,
          description,
          stageId: body.stageId,
        });
        to = 'archived';
        break;
      case 'someday':
        to = 'separated';
        someday = true;
        break;
      case 'reference':
        to = 'archived';
        break;
      case 'trash':
        to = 'canceled';
        break;
    }

    const [updated] = await tx
      .update(flowItems)
      .set({
        ...stageChange(current.stage, to, now),
        someday,
        processedAt: now,
        taskId: task?.id ?? current.taskId,
        cardId: card?.id ?? current.cardId,
        ...bumpVersion(flowItems),
      })
      .where(eq(flowItems.id, id))
      .returning();
    await emit(tx, 'flow.inbox-item.processed', { ...byMember(member), itemId: id });
    return { item: updated!, task, card };
  });
  const [presentedTask] = task ? await presentTasks(ctx.db, [task]) : [];
  return {
    item: presentItem(item, now),
    task: presentedTask ?? null,
    card: card ? presentCard(card) : null,
  };
}
