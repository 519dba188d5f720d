import { randomUUID } from 'node:crypto';
import type { DomainEventName } from '@orbita/contracts';
import type { Person, PersonLink, PersonLinks, Timeline } from '@orbita/contracts/people';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ok, testApp, testDatabase } from '../../test/kit';
import { transaction } from '../../platform/db/transaction';
import { chatContacts } from '../chats';
import { grantInWorkspace } from '../gamification';
import { peopleWorld } from './test-support';

const app = await testApp();
const database = testDatabase();
const signedIn = peopleWorld(app, database);

describe('people: links and the timeline', () => {
  it('links a task, a finance entry and a chat contact; the timeline shows them newest first', async () => {
    const w = await signedIn('owner');
    const person = await ok<Person>(
      w.people.post('', { name: 'Fulano', document: '529.982.247-25', userId: w.userId }),
      201,
    );
    const list = await ok<{ id: string }>(w.flow.post('/lists', { name: 'Cobranças' }), 201);
    const task = await ok<{ id: string; code: string }>(
      w.flow.post(`/lists/${list.id}/tasks`, {
        title: 'Cobrar o Fulano',
        dueAt: '2025-04-01T12:00:00.000Z',
      }),
      201,
    );
    const box = await ok<{ id: string }>(
      w.finance.post('/boxes', { name: 'Conta', kind: 'bank_account', openingDate: '2025-01-01' }),
      201,
    );
    const [entry] = (
      await ok<{ items: { id: string }[] }>(
        w.finance.post('/entries', {
          boxId: box.id,
          date: '2020-03-05',
          value: 15_000,
          type: 'revenue',
          status: 'pending',
          description: 'Fulano me deve R$ 150,00',
        }),
        201,
      )
    ).items;
    const contact = await ok<{ id: string }>(
      w.chats.post('/contatos', { name: 'Fulano Zap' }),
      201,
    );
    const conversation = await ok<{ id: string }>(
      w.chats.post('/conversas', { kind: 'whatsapp', contactId: contact.id }),
      201,
    );
    await ok(
      w.chats.post(`/conversas/${conversation.id}/mensagens`, {
        kind: 'note',
        text: 'Prometeu pagar sexta.',
        clientId: randomUUID(),
      }),
      201,
    );
    const publication = await ok<{ id: string }>(
      w.publications.post('/publications', { title: 'Texto do Fulano' }),
      201,
    );

    const seen: DomainEventName[] = [];
    const off = app.ctx.events.onAny(({ name, payload }) => {
      if (payload.workspaceId === w.workspaceId && name.startsWith('people.')) seen.push(name);
    });
    const links: PersonLink[] = [];
    try {
      for (const [kind, recordId] of [
        ['task', task.id],
        ['entry', entry!.id],
        ['chat_contact', contact.id],
      ] as const)
        links.push(
          await ok<PersonLink>(w.people.post(`/${person.id}/links`, { kind, recordId }), 201),
        );
    } finally {
      off();
    }
    expect(seen).toEqual(['people.link.created', 'people.link.created', 'people.link.created']);
    const [contactRow] = await database.db
      .select({ personId: chatContacts.personId })
      .from(chatContacts)
      .where(eq(chatContacts.id, contact.id));
    expect(contactRow!.personId).toBe(person.id);

    const { items } = await ok<Timeline>(w.people.get(`/${person.id}/timeline`));
    // Newest first: the chat's note and the publication (now), the task (now), the 2020 entry last.
    expect(items.at(-1)).toEqual({
      kind: 'entry',
      at: '2020-03-05T15:00:00.000Z',
      linkId: links[1]!.id,
      entryId: entry!.id,
      description: 'Fulano me deve R$ 150,00',
      amountCents: 15_000,
      type: 'revenue',
      date: '2020-03-05',
      paid: false,
    });
    expect(items.find((i) => i.kind === 'task')).toMatchObject({
      taskId: task.id,
      code: task.code,
      title: 'Cobrar o Fulano',
      status: 'todo',
      due: '2025-04-01T12:00:00.000Z',
      linkId: links[0]!.id,
    });
    expect(items.find((i) => i.kind === 'chat')).toMatchObject({
      contactId: contact.id,
      contactName: 'Fulano Zap',
      conversationId: conversation.id,
      lastMessage: 'Prometeu pagar sexta.',
    });
    // Authored as the member the person is: no link needed.
    expect(items.find((i) => i.kind === 'publication')).toMatchObject({
      publicationId: publication.id,
      title: 'Texto do Fulano',
      linkId: null,
    });
    const ats = items.map((i) => i.at);
    expect([...ats].sort().reverse()).toEqual(ats);

    // Unlinking: the link and its timeline entry go; the contact points at no one.
    expect((await w.people.del(`/${person.id}/links/${links[2]!.id}`)).status).toBe(204);
    const after = await ok<Timeline>(w.people.get(`/${person.id}/timeline`));
    expect(after.items.some((i) => i.kind === 'chat')).toBe(false);
    const [unlinked] = await database.db
      .select({ personId: chatContacts.personId })
      .from(chatContacts)
      .where(eq(chatContacts.id, contact.id));
    expect(unlinked!.personId).toBeNull();
    const { items: left } = await ok<PersonLinks>(w.people.get(`/${person.id}/links`));
    expect(left.map((l) => l.kind).sort()).toEqual(['entry', 'task']);
  });

  it("refuses records of another workspace, unknown ones and a repeated link; never another workspace's person", async () => {
    const w = await signedIn('owner');
    const other = await signedIn('owner');
    const person = await ok<Person>(w.people.post('', { name: 'Beltrano' }), 201);
    const otherList = await ok<{ id: string }>(other.flow.post('/lists', { name: 'Outra' }), 201);
    const otherTask = await ok<{ id: string }>(
      other.flow.post(`/lists/${otherList.id}/tasks`, { title: 'De lá' }),
      201,
    );
    const refused = await w.people.post(`/${person.id}/links`, {
      kind: 'task',
      recordId: otherTask.id,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { fields: { recordId: 'Registro não encontrado nesta conta.' } },
    });
    for (const kind of ['task', 'entry', 'publication', 'chat_contact'])
      expect(
        (await w.people.post(`/${person.id}/links`, { kind, recordId: randomUUID() })).status,
        kind,
      ).toBe(400);
    expect(
      (await w.people.post(`/${person.id}/links`, { kind: 'order', recordId: randomUUID() }))
        .status,
    ).toBe(400);

    const list = await ok<{ id: string }>(w.flow.post('/lists', { name: 'Minha' }), 201);
    const task = await ok<{ id: string }>(
      w.flow.post(`/lists/${list.id}/tasks`, { title: 'Aqui' }),
      201,
    );
    const made = await ok<PersonLink>(
      w.people.post(`/${person.id}/links`, { kind: 'task', recordId: task.id }),
      201,
    );
    expect(
      await w.people.post(`/${person.id}/links`, { kind: 'task', recordId: task.id }),
    ).toMatchObject({
      status: 409,
      body: { message: 'Este registro já está vinculado a esta pessoa.' },
    });

    // The outsider sees neither the person, its links nor its timeline, and cannot unlink.
    for (const path of [`/${person.id}/links`, `/${person.id}/timeline`])
      expect((await other.people.get(path)).status).toBe(404);
    expect((await other.people.del(`/${person.id}/links/${made.id}`)).status).toBe(404);
    expect(
      (await other.people.post(`/${person.id}/links`, { kind: 'task', recordId: otherTask.id }))
        .status,
    ).toBe(404);

    // Deleting the person deletes its links; the linked task stays.
    expect((await w.people.del(`/${person.id}`)).status).toBe(204);
    expect((await w.flow.get(`/tasks/${task.id}`)).status).toBe(200);
  });

  it("shows the points the person's member earned, with no link: the player's ledger", async () => {
    const w = await signedIn('owner');
    const member = await signedIn('editor', w.workspaceId);
    const person = await ok<Person>(
      w.people.post('', { name: 'Jogadora', userId: member.userId }),
      201,
    );
    const stranger = await ok<Person>(w.people.post('', { name: 'Sem membro' }), 201);
    await transaction(app.ctx, (tx) =>
      grantInWorkspace(tx, {
        workspaceId: w.workspaceId,
        userId: member.userId,
        gameId: null,
        resourceId: null,
        points: 25,
        cause: `agent:${randomUUID()}:run:0`,
      }),
    );
    const { items } = await ok<Timeline>(w.people.get(`/${person.id}/timeline`));
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'points',
        description: 'Concedido por um agente',
        amount: 25,
        resourceName: null,
        linkId: null,
      }),
    ]);
    expect(await ok(w.people.get(`/${stranger.id}/timeline`))).toEqual({ items: [] });
  });

  it('a chat contact belongs to one person: linking moves it; merged contacts keep one link', async () => {
    const w = await signedIn('owner');
    const ana = await ok<Person>(w.people.post('', { name: 'Ana' }), 201);
    const bia = await ok<Person>(w.people.post('', { name: 'Bia' }), 201);
    const recordsOf = async (person: Person) =>
      (await ok<PersonLinks>(w.people.get(`/${person.id}/links`))).items.map((l) => l.recordId);
    const stays = await ok<{ id: string }>(w.chats.post('/contatos', { name: 'Fica' }), 201);
    const goes = await ok<{ id: string }>(w.chats.post('/contatos', { name: 'Vai' }), 201);
    await ok(w.people.post(`/${bia.id}/links`, { kind: 'chat_contact', recordId: goes.id }), 201);
    // Linking the contact to Ana takes it from Bia.
    await ok(w.people.post(`/${ana.id}/links`, { kind: 'chat_contact', recordId: goes.id }), 201);
    await ok(w.people.post(`/${ana.id}/links`, { kind: 'chat_contact', recordId: stays.id }), 201);
    expect(await recordsOf(bia)).toEqual([]);
    expect((await recordsOf(ana)).sort()).toEqual([stays.id, goes.id].sort());

    await ok(w.chats.post(`/contatos/${stays.id}/mesclar`, { sourceId: goes.id }));
    expect(await recordsOf(ana)).toEqual([stays.id]);
    const [row] = await database.db
      .select({ personId: chatContacts.personId })
      .from(chatContacts)
      .where(eq(chatContacts.id, stays.id));
    expect(row!.personId).toBe(ana.id);
  });

  it('a deleted record leaves the timeline (its link is skipped, not an error)', async () => {
    const w = await signedIn('owner');
    const person = await ok<Person>(w.people.post('', { name: 'Ciclano' }), 201);
    const list = await ok<{ id: string }>(w.flow.post('/lists', { name: 'L' }), 201);
    const task = await ok<{ id: string }>(
      w.flow.post(`/lists/${list.id}/tasks`, { title: 'T' }),
      201,
    );
    await ok(w.people.post(`/${person.id}/links`, { kind: 'task', recordId: task.id }), 201);
    expect((await w.flow.del(`/tasks/${task.id}`)).status).toBe(200); // to the trash
    expect(await ok(w.people.get(`/${person.id}/timeline`))).toEqual({ items: [] });
  });
});
