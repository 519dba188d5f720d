import {
  createItemBodySchema,
  createTaskBodySchema,
  ITEM_CONTENT_MAX,
  TASK_TITLE_MAX,
} from '@orbita/contracts';
import {
  chatMessages as texts,
  messageKindLabels,
  type MessageToWorkBody,
  type MessageToWorkResult,
} from '@orbita/contracts/chats';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import { transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import { inWorkspace } from '../../../platform/scope';
import { captureItemInTx, createTaskInTx, flowItems, flowTasks } from '../../flow';
import { messageFor, type Member } from '../access';
import { chatContacts, chatMessages } from '../schema';

type Work = { inbox?: string; tasks?: Record<string, string>; note?: string };

/** What the new record says: the message's text (or its kind), and who wrote it. */
function contentOf(text: string, kind: keyof typeof messageKindLabels, who: string | null) {
  const body = text.trim() || messageKindLabels[kind];
  return who ? `${who}: ${body}` : body;
}

/**
 * A message becomes work: an inbox item (flow's captureItemInTx), a task in a list
 * (createTaskInTx, which refuses another workspace's list with 404), or a note appended to
 * the contact. Once per message and target: the message row is locked and remembers what it
 * became (`payload.work`), so a double click or a retried request answers the same record.
 */
export async function messageToWork(
  ctx: AppContext,
  member: Member,
  id: string,
  body: MessageToWorkBody,
): Promise<MessageToWorkResult> {
  return transaction(ctx, async (tx) => {
    const { conversation } = await messageFor(tx, member, id);
    const [message] = await tx
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, id))
      .for('update');
    const work: Work = ((message!.payload?.work as Work | undefined) ?? {}) as Work;
    const [contact] = conversation.contactId
      ? await tx.select().from(chatContacts).where(eq(chatContacts.id, conversation.contactId))
      : [];
    const who = message!.direction === 'in' ? (contact?.name ?? null) : null;
    const content = contentOf(message!.text, message!.kind, who);
    const remember = async (next: Work) => {
      await tx
        .update(chatMessages)
        .set({
          payload: sql`coalesce(${chatMessages.payload}, '{}'::jsonb) || ${JSON.stringify({ work: next })}::jsonb`,
        })
        .where(eq(chatMessages.id, id));
      publishAfterCommit(tx, member.workspaceId, {
        type: 'updated',
        entity: 'chat-messages',
        id,
        data: { id, conversationId: conversation.id },
      });
    };

    if (body.to === 'inbox') {
      if (work.inbox) {
        const [still] = await tx
          .select({ id: flowItems.id })
          .from(flowItems)
          .where(inWorkspace(flowItems, member, eq(flowItems.id, work.inbox)));
        if (still)
          return { to: 'inbox', id: still.id, link: `/flow/coleta-ideias?item=${still.id}` };
      }
      const item = await captureItemInTx(
        tx,
        member,
        createItemBodySchema.parse({ content: content.slice(0, ITEM_CONTENT_MAX), parse: false }),
      );
      await remember({ ...work, inbox: item.id });
      return { to: 'inbox', id: item.id, link: `/flow/coleta-ideias?item=${item.id}` };
    }

    if (body.to === 'task') {
      const known = work.tasks?.[body.listId];
      if (known) {
        const [still] = await tx
          .select({ id: flowTasks.id })
          .from(flowTasks)
          .where(inWorkspace(flowTasks, member, eq(flowTasks.id, known)));
        if (still)
          return {
            to: 'task',
            id: still.id,
            link: `/flow/lista/${body.listId}?tarefa=${still.id}`,
          };
      }
      const title = content.replace(/\s+/g, ' ').slice(0, TASK_TITLE_MAX);
      const task = await createTaskInTx(
        tx,
        member,
        body.listId,
        createTaskBodySchema.parse({
          title,
          description: content.length > TASK_TITLE_MAX ? content.slice(0, 10_000) : '',
        }),
      );
      await remember({ ...work, tasks: { ...work.tasks, [body.listId]: task.id } });
      return { to: 'task', id: task.id, link: `/flow/lista/${body.listId}?tarefa=${task.id}` };
    }

    if (!contact) throw new AppError(422, 'validation', texts.notWhatsapp);
    const link = `/comunicacao/chats?contato=${contact.id}`;
    if (work.note) return { to: 'note', id: contact.id, link };
    const stamp = new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    }).format(message!.createdAt);
    const line = `[${stamp}] ${content}`;
    await tx
      .update(chatContacts)
      .set({
        notes: contact.notes.trim() ? `${contact.notes}\n\n${line}` : line,
        version: sql`${chatContacts.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(chatContacts.id, contact.id));
    await remember({ ...work, note: contact.id });
    publishAfterCommit(tx, member.workspaceId, {
      type: 'updated',
      entity: 'chat-contacts',
      id: contact.id,
      data: { id: contact.id },
    });
    return { to: 'note', id: contact.id, link };
  });
}
