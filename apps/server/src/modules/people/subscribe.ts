import { eq, ne } from 'drizzle-orm';
import type { EventBus } from '../../platform/events/bus';
import { inWorkspace } from '../../platform/scope';
import { personOfContact } from '../chats';
import { people, peopleLinks } from './schema';

/**
 * Links follow records that other modules merge. Two chat contacts merged into one
 * (`chats.contacts.merged`): the merged contact's links go, and the contact that stays is
 * linked to the one person its `person_id` names now (chats keeps the target's, else the
 * source's) and to no other — a contact belongs to one person, as its column says. Runs in
 * the merge's transaction.
 */
export function subscribePeopleLinks(bus: EventBus): void {
  bus.onInTransaction(
    'chats.contacts.merged',
    async ({ workspaceId, actorId, contactId, mergedId }, tx) => {
      const ws = { workspaceId };
      const contactLinks = (recordId: string, ...more: ReturnType<typeof eq>[]) =>
        inWorkspace(
          peopleLinks,
          ws,
          eq(peopleLinks.kind, 'chat_contact'),
          eq(peopleLinks.recordId, recordId),
          ...more,
        );
      await tx.delete(peopleLinks).where(contactLinks(mergedId));
      const personId = await personOfContact(tx, workspaceId, contactId);
      if (!personId) return;
      const [person] = await tx
        .select({ id: people.id })
        .from(people)
        .where(inWorkspace(people, ws, eq(people.id, personId)));
      if (!person) return;
      await tx
        .insert(peopleLinks)
        .values({
          workspaceId,
          personId,
          kind: 'chat_contact',
          recordId: contactId,
          createdBy: actorId,
        })
        .onConflictDoNothing();
      await tx
        .delete(peopleLinks)
        .where(contactLinks(contactId, ne(peopleLinks.personId, personId)));
    },
  );
}
