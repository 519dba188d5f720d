import { randomUUID } from 'node:crypto';
import type { DomainEventName } from '@orbita/contracts';
import type { Duplicates, Person, PersonLinks, Timeline } from '@orbita/contracts/people';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ok, testApp, testDatabase } from '../../test/kit';
import { chatContacts } from '../chats';
import { people, peopleEmails, peopleLinks, peoplePhones } from './schema';
import { peopleWorld } from './test-support';

const app = await testApp();
const database = testDatabase();
const signedIn = peopleWorld(app, database);
type World = Awaited<ReturnType<typeof signedIn>>;

/** Records of other modules a person can be linked to, made through their APIs. */
async function records(w: World) {
  const list = await ok<{ id: string }>(
    w.flow.post('/lists', { name: `Lista ${randomUUID()}` }),
    201,
  );
  const task = (title: string) =>
    ok<{ id: string }>(w.flow.post(`/lists/${list.id}/tasks`, { title }), 201);
  const box = await ok<{ id: string }>(
    w.finance.post('/boxes', { name: 'Conta', kind: 'bank_account', openingDate: '2025-01-01' }),
    201,
  );
  const entry = async (description: string, value: number) =>
    (
      await ok<{ items: { id: string }[] }>(
        w.finance.post('/entries', {
          boxId: box.id,
          date: '2025-03-05',
          value,
          type: 'revenue',
          status: 'pending',
          description,
        }),
        201,
      )
    ).items[0]!;
  const contact = (name: string) =>
    ok<{ id: string; personId: string | null }>(w.chats.post('/contatos', { name }), 201);
  return { task, entry, contact };
}

const link = (w: World, personId: string, kind: string, recordId: string) =>
  ok<{ id: string }>(w.people.post(`/${personId}/links`, { kind, recordId }), 201);

describe('people: duplicates and merge', () => {
  it('groups people by the same phone (with and without the ninth digit) and e-mail (any case)', async () => {
    const w = await signedIn('owner');
    const a = await ok<Person>(
      w.people.post('', { name: 'Ana', phones: [{ number: '(41) 9999-8888' }] }),
      201,
    );
    const b = await ok<Person>(
      w.people.post('', {
        name: 'Ana S.',
        phones: [{ number: '+55 41 99999-8888' }],
        emails: [{ address: 'ANA@x.com' }],
      }),
      201,
    );
    const c = await ok<Person>(
      w.people.post('', { name: 'Ana Souza', emails: [{ address: 'ana@X.com' }] }),
      201,
    );
    await ok(w.people.post('', { name: 'Outra', phones: [{ number: '41 3333-4444' }] }), 201);
    const { groups } = await ok<Duplicates>(w.people.get('/duplicates'));
    expect(
      groups.map((g) => ({
        reason: g.reason,
        value: g.value,
        ids: g.people.map((p) => p.id).sort(),
      })),
    ).toEqual([
      { reason: 'phone', value: '+5541999998888', ids: [a.id, b.id].sort() },
      { reason: 'email', value: 'ana@x.com', ids: [b.id, c.id].sort() },
    ]);
    const other = await signedIn('owner');
    expect(await ok(other.people.get('/duplicates'))).toEqual({ groups: [] });
  });

  it('merges two duplicates with links in several modules into one; nothing dangles', async () => {
    const w = await signedIn('owner');
    const member = await signedIn('editor', w.workspaceId);
    const r = await records(w);
    const keep = await ok<Person>(
      w.people.post('', {
        name: 'Fulano de Tal',
        emails: [{ address: 'fulano@x.com' }],
        phones: [{ number: '41 99999-8888' }],
        tags: ['cliente'],
        notes: 'Conheci na feira.',
        customFields: { origem: 'feira' },
      }),
      201,
    );
    const dup = await ok<Person>(
      w.people.post('', {
        name: 'Fulano',
        document: '529.982.247-25',
        emails: [{ address: 'FULANO@x.com' }, { address: 'fulano@trabalho.com' }],
        phones: [{ number: '4199998888' }, { number: '11 3333-4444' }],
        tags: ['devedor'],
        notes: 'Me deve R$ 150,00.',
        customFields: { origem: 'indicação', time: 'Coxa' },
        userId: member.userId,
        birthday: '1985-01-02',
      }),
      201,
    );
    const third = await ok<Person>(
      w.people.post('', { name: 'F. de Tal', tags: ['cliente'] }),
      201,
    );

    const sharedTask = await r.task('Cobrar o Fulano');
    const ownTask = await r.task('Mandar orçamento');
    const debt = await r.entry('Fulano me deve', 15_000);
    const sale = await r.entry('Venda ao Fulano', 8_000);
    const contact = await r.contact('Fulano WhatsApp');
    const contact2 = await r.contact('Fulano trabalho');
    await link(w, keep.id, 'task', sharedTask.id);
    await link(w, keep.id, 'entry', sale.id);
    await link(w, dup.id, 'task', sharedTask.id); // the same task on both: one link after the merge
    await link(w, dup.id, 'task', ownTask.id);
    await link(w, dup.id, 'entry', debt.id);
    await link(w, dup.id, 'chat_contact', contact.id);
    await link(w, third.id, 'chat_contact', contact2.id);

    const seen: { name: DomainEventName; payload: unknown }[] = [];
    const off = app.ctx.events.onAny(({ name, payload }) => {
      if (payload.workspaceId === w.workspaceId) seen.push({ name, payload });
    });
    let merged: Person;
    try {
      merged = await ok<Person>(
        w.people.post('/merge', { keepId: keep.id, mergeIds: [dup.id, third.id] }),
      );
    } finally {
      off();
    }
    expect(merged).toMatchObject({
      id: keep.id,
      name: 'Fulano de Tal',
      document: '52998224725',
      userId: member.userId,
      birthday: '1985-01-02',
      emails: [
        { address: 'fulano@x.com', label: null },
        { address: 'fulano@trabalho.com', label: null },
      ],
      phones: [
        { e164: '+5541999998888', label: null },
        { e164: '+551133334444', label: null },
      ],
      tags: ['cliente', 'devedor'],
      notes: 'Conheci na feira.\n\n— De Fulano:\nMe deve R$ 150,00.',
      customFields: { origem: 'feira', time: 'Coxa' },
      version: keep.version + 1,
    });
    expect(seen).toEqual([
      {
        name: 'people.person.merged',
        payload: expect.objectContaining({ personId: keep.id, mergedIds: [dup.id, third.id] }),
      },
    ]);

    // The merged people are gone, with nothing of theirs left behind.
    for (const gone of [dup.id, third.id])
      expect((await w.people.get(`/${gone}`)).status).toBe(404);
    const goneIds = [dup.id, third.id];
    const { db } = database;
    expect(await db.select().from(people).where(inArray(people.id, goneIds))).toEqual([]);
    expect(
      await db.select().from(peopleLinks).where(inArray(peopleLinks.personId, goneIds)),
    ).toEqual([]);
    expect(
      await db.select().from(peopleEmails).where(inArray(peopleEmails.personId, goneIds)),
    ).toEqual([]);
    expect(
      await db.select().from(peoplePhones).where(inArray(peoplePhones.personId, goneIds)),
    ).toEqual([]);
    // Every link now on the kept person, each record once; both chat contacts point at it.
    const { items } = await ok<PersonLinks>(w.people.get(`/${keep.id}/links`));
    expect(items.map((l) => `${l.kind}:${l.recordId}`).sort()).toEqual(
      [
        `task:${sharedTask.id}`,
        `task:${ownTask.id}`,
        `entry:${debt.id}`,
        `entry:${sale.id}`,
        `chat_contact:${contact.id}`,
        `chat_contact:${contact2.id}`,
      ].sort(),
    );
    const contacts = await db
      .select({ id: chatContacts.id, personId: chatContacts.personId })
      .from(chatContacts)
      .where(inArray(chatContacts.id, [contact.id, contact2.id]));
    expect(contacts.map((c) => c.personId)).toEqual([keep.id, keep.id]);

    // The hub: one timeline with all of it.
    const timeline = await ok<Timeline>(w.people.get(`/${keep.id}/timeline`));
    const kinds = timeline.items.map((i) => i.kind).sort();
    expect(kinds).toEqual(['chat', 'chat', 'entry', 'entry', 'task', 'task']);
    expect(timeline.items.find((i) => i.kind === 'entry' && i.entryId === debt.id)).toMatchObject({
      description: 'Fulano me deve',
      amountCents: 15_000,
      type: 'revenue',
      paid: false,
      date: '2025-03-05',
    });
  });

  it('refuses merges it cannot do, and changes nothing', async () => {
    const w = await signedIn('owner');
    const other = await signedIn('owner');
    const a = await ok<Person>(w.people.post('', { name: 'A', document: '52998224725' }), 201);
    const b = await ok<Person>(w.people.post('', { name: 'B', document: '11144477735' }), 201);
    const c = await ok<Person>(w.people.post('', { name: 'C', userId: w.userId }), 201);
    const member = await signedIn('editor', w.workspaceId);
    const d = await ok<Person>(w.people.post('', { name: 'D', userId: member.userId }), 201);
    const foreign = await ok<Person>(other.people.post('', { name: 'Fora' }), 201);

    expect(await w.people.post('/merge', { keepId: a.id, mergeIds: [a.id] })).toMatchObject({
      status: 400,
      body: { fields: { mergeIds: 'Escolha pessoas diferentes da que fica.' } },
    });
    expect((await w.people.post('/merge', { keepId: a.id, mergeIds: [foreign.id] })).status).toBe(
      404,
    );
    expect(await w.people.post('/merge', { keepId: a.id, mergeIds: [b.id] })).toMatchObject({
      status: 409,
      body: { message: 'As pessoas têm documentos diferentes: corrija um antes de mesclar.' },
    });
    expect((await w.people.post('/merge', { keepId: c.id, mergeIds: [d.id] })).status).toBe(409);
    expect((await w.people.post('/merge', { keepId: a.id, mergeIds: [] })).status).toBe(400);
    for (const p of [a, b, c, d]) expect(await ok(w.people.get(`/${p.id}`))).toEqual(p);
    expect(await ok(other.people.get(`/${foreign.id}`))).toEqual(foreign);
  });
});
