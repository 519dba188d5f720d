import type { Contact, ContactPage, Conversation } from '@orbita/contracts/chats';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ok, testApp, testDatabase } from '../../../test/kit';
import { chatMessages } from '../schema';
import { chatsApi, inbound, randomMobile } from '../test-chats';

const app = await testApp();
const database = testDatabase();
const owner = () => chatsApi.newCaller(app, database, 'owner');

describe('contacts', () => {
  it('creates with normalized phones, searches, changes, deletes; 404 across workspaces', async () => {
    const me = await owner();
    const created = await ok<Contact>(
      me.post('/contatos', {
        name: 'Maria Souza',
        // The old 8-digit mobile form: normalized with the ninth digit.
        phones: [{ number: '(41) 8888-7766', label: 'Celular' }],
        emails: ['Maria@Exemplo.com.br'],
        tags: ['cliente'],
      }),
      201,
    );
    expect(created).toMatchObject({
      name: 'Maria Souza',
      phones: [{ e164: '+5541988887766', label: 'Celular', whatsapp: false }],
      emails: ['maria@exemplo.com.br'],
      tags: ['cliente'],
      version: 1,
    });
    await ok(me.post('/contatos', { name: 'Outro', emails: ['o@exemplo.com.br'] }), 201);
    for (const q of ['souza', '988887', 'maria@exemplo', 'cliente']) {
      const page = await ok<ContactPage>(me.get(`/contatos?q=${encodeURIComponent(q)}`));
      expect(page.items.map((c) => c.id)).toEqual([created.id]);
    }
    const first = await ok<ContactPage>(me.get('/contatos?limit=1'));
    const second = await ok<ContactPage>(me.get(`/contatos?limit=1&cursor=${first.nextCursor}`));
    expect([...first.items, ...second.items].map((c) => c.name)).toEqual(['Maria Souza', 'Outro']);

    const changed = await ok<Contact>(
      me.patch(`/contatos/${created.id}`, { name: 'Maria S.', version: 1 }),
    );
    expect(changed).toMatchObject({ name: 'Maria S.', version: 2 });
    expect((await me.patch(`/contatos/${created.id}`, { name: 'X', version: 1 })).status).toBe(409);

    const stranger = await owner();
    expect((await stranger.get(`/contatos/${created.id}`)).status).toBe(404);
    expect((await stranger.patch(`/contatos/${created.id}`, { name: 'X' })).status).toBe(404);
    expect((await stranger.del(`/contatos/${created.id}`)).status).toBe(404);
    expect((await stranger.get('/contatos')).body).toMatchObject({ items: [] });

    expect((await me.del(`/contatos/${created.id}`)).status).toBe(204);
    expect((await me.get(`/contatos/${created.id}`)).status).toBe(404);
  });

  it('refuses a phone another contact has (409 naming it), the unique index deciding', async () => {
    const me = await owner();
    const phone = randomMobile();
    await ok(me.post('/contatos', { name: 'Ana', phones: [{ number: phone }] }), 201);
    // The same number typed another way, twice at once: neither lands.
    const answers = await Promise.all(
      [1, 2].map(() =>
        me.post('/contatos', {
          name: 'Ana de novo',
          phones: [{ number: `(${phone.slice(3, 5)}) ${phone.slice(5)}` }],
        }),
      ),
    );
    for (const answer of answers)
      expect(answer).toEqual({
        status: 409,
        body: expect.objectContaining({ message: 'Este telefone já é do contato "Ana".' }),
      });
    const page = await ok<ContactPage>(me.get('/contatos'));
    expect(page.items.map((c) => c.name)).toEqual(['Ana']);
    expect((await me.post('/contatos', { name: 'B', phones: [{ number: '123' }] })).status).toBe(
      400,
    );
  });

  it('merges: phones, e-mails, tags, notes and the WhatsApp conversation follow, in time order', async () => {
    const me = await owner();
    const t0 = Date.now() - 10 * 60_000;
    const a = await inbound(app, me.workspaceId, { name: 'Ana A', text: 'a1', at: new Date(t0) });
    const b = await inbound(app, me.workspaceId, {
      name: 'Ana B',
      text: 'b1',
      at: new Date(t0 + 60_000),
    });
    await inbound(app, me.workspaceId, {
      phone: (await ok<Contact>(me.get(`/contatos/${a.contact.id}`))).phones[0]!.e164,
      text: 'a2',
      at: new Date(t0 + 120_000),
    });
    await ok(
      me.patch(`/contatos/${b.contact.id}`, {
        emails: ['ana@x.com.br'],
        tags: ['vip'],
        notes: 'Nota B',
      }),
    );
    await ok(me.patch(`/contatos/${a.contact.id}`, { emails: ['ana@x.com.br'], notes: 'Nota A' }));

    const flagged = await ok<ContactPage>(me.get('/contatos?duplicates=true'));
    expect(new Set(flagged.items.map((c) => c.id))).toEqual(new Set([a.contact.id, b.contact.id]));
    expect((await ok<ContactPage>(me.get('/contatos?tag=vip'))).items.map((c) => c.id)).toEqual([
      b.contact.id,
    ]);
    const dups = await ok<{ items: { a: Contact; b: Contact }[] }>(me.get('/contatos-duplicados'));
    expect(dups.items).toHaveLength(1);
    expect(new Set([dups.items[0]!.a.id, dups.items[0]!.b.id])).toEqual(
      new Set([a.contact.id, b.contact.id]),
    );

    const merged = await ok<Contact>(
      me.post(`/contatos/${a.contact.id}/mesclar`, { sourceId: b.contact.id }),
    );
    expect(merged.phones).toHaveLength(2);
    expect(merged).toMatchObject({
      emails: ['ana@x.com.br'],
      tags: ['vip'],
      notes: 'Nota A\n\nNota B',
      conversationCount: 1,
    });
    expect((await me.get(`/contatos/${b.contact.id}`)).status).toBe(404);
    expect((await me.get(`/conversas/${b.conversation.id}`)).status).toBe(404);
    const rows = await database.db
      .select({ seq: chatMessages.seq, text: chatMessages.text })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, a.conversation.id))
      .orderBy(chatMessages.seq);
    expect(rows).toEqual([
      { seq: 1, text: 'a1' },
      { seq: 2, text: 'b1' },
      { seq: 3, text: 'a2' },
    ]);
    const conversation = await ok<Conversation>(me.get(`/conversas/${a.conversation.id}`));
    expect(conversation).toMatchObject({ contact: { id: a.contact.id }, unread: 3 });
    expect(
      (await me.post(`/contatos/${a.contact.id}/mesclar`, { sourceId: a.contact.id })).status,
    ).toBe(400);
  });

  it('imports a CSV with duplicates inside the file and against existing contacts; exports it', async () => {
    const me = await owner();
    const existing = await ok<Contact>(
      me.post('/contatos', { name: 'João', phones: [{ number: '41 99999-0001' }] }),
      201,
    );
    const csv = [
      'Nome,Telefone,E-mail,Etiquetas',
      'João da Silva,(41) 99999-0001,joao@x.com.br,cliente',
      'Pedro,41 98888-0002,pedro@x.com.br,',
      'Pedro P.,,pedro@x.com.br,fornecedor',
      'Sem nada,telefone ruim,,',
    ].join('\n');
    const result = await ok<{ created: number; merged: number; errors: unknown[] }>(
      me.post('/contatos-importar', { format: 'csv', text: csv }),
    );
    // The two Pedro lines (same e-mail) are one new contact; João's line merges into João; the
    // bad phone is refused on its line (the name alone still makes a contact).
    expect(result).toMatchObject({ created: 2, merged: 1 });
    expect(result.errors).toEqual([{ line: 5, message: expect.any(String) }]);
    const page = await ok<ContactPage>(me.get('/contatos'));
    expect(page.items.map((c) => c.name).sort()).toEqual(['João', 'Pedro', 'Sem nada']);
    const joao = page.items.find((c) => c.id === existing.id)!;
    expect(joao).toMatchObject({ emails: ['joao@x.com.br'], tags: ['cliente'] });
    expect(page.items.find((c) => c.name === 'Pedro')).toMatchObject({
      emails: ['pedro@x.com.br'],
      tags: ['fornecedor'],
      phones: [{ e164: '+5541988880002' }],
    });

    // Importing the same file again creates only the line nothing identifies (no phone, no e-mail).
    const again = await ok<{ created: number; merged: number }>(
      me.post('/contatos-importar', { format: 'csv', text: csv }),
    );
    expect(again).toMatchObject({ created: 1, merged: 2 });

    const file = await me.raw('/contatos-exportar?format=csv');
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="contatos.csv"');
    expect(file.body).toContain('Pedro');
    const vcf = await me.raw('/contatos-exportar?format=vcard');
    expect(vcf.headers['content-type']).toContain('text/vcard');
    expect(vcf.body).toContain('BEGIN:VCARD');
  });
});
