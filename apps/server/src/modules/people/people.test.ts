import type { DomainEventName } from '@orbita/contracts';
import type { Person, PersonPage } from '@orbita/contracts/people';
import { describe, expect, it, vi } from 'vitest';
import { expectStatus, ok, testApp, testDatabase } from '../../test/kit';
import { peopleWorld } from './test-support';

const app = await testApp();
const database = testDatabase();
const signedIn = peopleWorld(app, database);

const names = (page: PersonPage) => page.items.map((p) => p.name);

describe('people: records', () => {
  it('creates, lists, reads, changes and deletes a person of the workspace', async () => {
    const { people } = await signedIn('owner');
    const person = await ok<Person>(
      people.post('', {
        name: '  Ana Souza  ',
        document: '529.982.247-25',
        emails: [{ address: ' Ana@Exemplo.com.BR ', label: 'trabalho' }],
        phones: [{ number: '(41) 9999-8888', label: 'celular' }],
        birthday: '1990-05-17',
        address: { city: 'Curitiba', state: 'PR', postalCode: '80010-000' },
        tags: ['cliente', 'cliente', 'vip'],
        notes: 'Prefere WhatsApp.',
        customFields: { 'Time do coração': 'Coritiba', filhos: 2 },
        keepInTouchDays: 30,
      }),
      201,
    );
    expect(person).toMatchObject({
      kind: 'person',
      name: 'Ana Souza',
      document: '52998224725',
      documentKind: 'cpf',
      emails: [{ address: 'ana@exemplo.com.br', label: 'trabalho' }],
      // The old 8-digit mobile gets its ninth digit: one identity with "+55 41 99999-8888".
      phones: [{ e164: '+5541999998888', label: 'celular' }],
      birthday: '1990-05-17',
      address: { city: 'Curitiba', state: 'PR', postalCode: '80010000' },
      tags: ['cliente', 'vip'],
      customFields: { 'Time do coração': 'Coritiba', filhos: 2 },
      keepInTouchDays: 30,
      version: 1,
    });
    expect(await ok(people.get(`/${person.id}`))).toEqual(person);

    const changed = await ok<Person>(
      people.patch(`/${person.id}`, {
        name: 'Ana Souza Lima',
        phones: [{ number: '+55 41 99999-8888' }, { number: '4133334444', label: 'fixo' }],
        version: 1,
      }),
    );
    expect(changed).toMatchObject({
      name: 'Ana Souza Lima',
      version: 2,
      phones: [
        { e164: '+5541999998888', label: null },
        { e164: '+554133334444', label: 'fixo' },
      ],
      emails: person.emails,
    });

    expect((await people.del(`/${person.id}`)).status).toBe(204);
    expect((await people.get(`/${person.id}`)).status).toBe(404);
  });

  it('refuses bad input with pt-BR messages on the fields, never a 500', async () => {
    const { people } = await signedIn('owner');
    const refused = await people.post('', {
      name: '   ',
      document: '529.982.247-24',
      emails: [{ address: 'não é e-mail' }],
      phones: [{ number: '(20) 99999-8888' }],
      birthday: '1990-02-30',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      fields: {
        name: 'Informe o nome.',
        document: 'CPF inválido.',
        'emails.0.address': 'E-mail inválido.',
        'phones.0.number': 'DDD inválido.',
        birthday: 'Data de nascimento inválida.',
      },
    });
    const cnpj = await people.post('', {
      name: 'Empresa X',
      kind: 'company',
      document: '12.ABC.345/01DE-36',
    });
    expect(cnpj.body).toMatchObject({ fields: { document: 'CNPJ inválido.' } });
    const repeated = await people.post('', {
      name: 'Repetido',
      phones: [{ number: '41 99999-8888' }, { number: '5541999998888' }],
    });
    expect(repeated.body).toMatchObject({
      fields: { 'phones.1': 'Este telefone já está na lista.' },
    });
    const many = await people.post('', {
      name: 'Campos',
      customFields: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`c${i}`, i])),
    });
    expect(many.status).toBe(400);
    const kind = await people.post('', { name: 'Pessoa com CNPJ', document: '12.ABC.345/01DE-35' });
    expect(kind.body).toMatchObject({
      fields: { document: 'Pessoas têm CPF; empresas têm CNPJ.' },
    });
  });

  it('keeps a document unique per workspace (409 on the field), not across workspaces', async () => {
    const a = await signedIn('owner');
    const b = await signedIn('owner');
    await ok(a.people.post('', { name: 'Primeira', document: '52998224725' }), 201);
    const again = await a.people.post('', { name: 'Segunda', document: '529.982.247-25' });
    expect(again).toMatchObject({
      status: 409,
      body: { fields: { document: 'Já existe uma pessoa com este documento nesta conta.' } },
    });
    await ok(b.people.post('', { name: 'Outra conta', document: '52998224725' }), 201);
  });

  it('ten concurrent creates of one document: one person, nine 409s, no 500', async () => {
    const { people } = await signedIn('owner');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        people.post('', { name: `Corrida ${i}`, document: '111.444.777-35' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect((await ok<PersonPage>(people.get('?q=11144477735'))).items).toHaveLength(1);
  });

  it('links a person to a company of the workspace only', async () => {
    const { people } = await signedIn('owner');
    const company = await ok<Person>(
      people.post('', { kind: 'company', name: 'Acme', document: '12ABC34501DE35' }),
      201,
    );
    const worker = await ok<Person>(
      people.post('', { name: 'Beto', companyId: company.id, role: 'Compras' }),
      201,
    );
    expect(worker).toMatchObject({ companyId: company.id, companyName: 'Acme', role: 'Compras' });
    const notCompany = await people.post('', { name: 'Caio', companyId: worker.id });
    expect(notCompany.body).toMatchObject({
      fields: { companyId: 'Escolha uma empresa (não uma pessoa).' },
    });
    const other = await signedIn('owner');
    const foreign = await other.people.post('', { name: 'Dani', companyId: company.id });
    expect(foreign.body).toMatchObject({ fields: { companyId: 'Empresa não encontrada.' } });
    const listed = await ok<PersonPage>(people.get(`?companyId=${company.id}`));
    expect(names(listed)).toEqual(['Beto']);
    // A company with people stays a company.
    const toPerson = await people.patch(`/${company.id}`, { kind: 'person', document: null });
    expect(toPerson.status).toBe(400);
  });

  it('links a member (a player) once per workspace', async () => {
    const owner = await signedIn('owner');
    const first = await ok<Person>(
      owner.people.post('', { name: 'Eu', userId: owner.userId }),
      201,
    );
    expect(first.userId).toBe(owner.userId);
    const twice = await owner.people.post('', { name: 'Eu de novo', userId: owner.userId });
    expect(twice).toMatchObject({
      status: 409,
      body: { fields: { userId: 'Este membro já está ligado a outra pessoa.' } },
    });
    const stranger = await signedIn('owner');
    const notMember = await owner.people.post('', { name: 'Fora', userId: stranger.userId });
    expect(notMember.body).toMatchObject({
      fields: { userId: 'Membro não encontrado nesta conta.' },
    });
    expect(names(await ok<PersonPage>(owner.people.get('?player=true')))).toEqual(['Eu']);
  });

  it('a stale edit answers 409 with the current person and changes nothing', async () => {
    const { people } = await signedIn('owner');
    const person = await ok<Person>(people.post('', { name: 'Original' }), 201);
    await ok(people.patch(`/${person.id}`, { name: 'Primeira edição', version: 1 }));
    const stale = await people.patch(`/${person.id}`, { name: 'Edição atrasada', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'conflict',
      current: { id: person.id, name: 'Primeira edição', version: 2 },
    });
    expect(await ok(people.get(`/${person.id}`))).toMatchObject({ name: 'Primeira edição' });
  });
});

describe('people: the list', () => {
  it('searches by name (accents folded), e-mail, phone typed any way and document', async () => {
    const { people } = await signedIn('owner');
    await ok(
      people.post('', {
        name: 'João Ávila',
        emails: [{ address: 'joao@exemplo.com.br' }],
        phones: [{ number: '11 98888-7777' }],
        document: '52998224725',
      }),
      201,
    );
    await ok(people.post('', { name: 'Maria', emails: [{ address: 'maria@x.com' }] }), 201);
    for (const q of [
      'joao avila',
      'ÁVILA',
      'joao@exemplo',
      '98888-7777',
      '(11) 8888-7777', // without the ninth digit
      '529.982.247-25',
    ])
      expect(names(await ok<PersonPage>(people.get(`?q=${encodeURIComponent(q)}`))), q).toEqual([
        'João Ávila',
      ]);
    expect(names(await ok<PersonPage>(people.get('?q=100%25')))).toEqual([]);
  });

  it('pages by name, newest and last contact, with kind, tag and "no contact for N days" filters', async () => {
    const { people } = await signedIn('owner');
    const make = async (name: string, extra: object = {}) =>
      ok<Person>(people.post('', { name, ...extra }), 201);
    const bia = await make('bia', { tags: ['vip'] });
    const ana = await make('Ana');
    const carlos = await make('Carlos', { tags: ['vip'] });
    await make('Delta', { kind: 'company' });
    await ok(
      people.patch(`/${ana.id}`, {
        lastContactAt: new Date(Date.now() - 40 * 86_400_000).toISOString(),
      }),
    );
    await ok(people.patch(`/${bia.id}`, { lastContactAt: new Date().toISOString() }));

    const collect = async (query: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: PersonPage = await ok<PersonPage>(
          people.get(`?limit=1&${query}${cursor ? `&cursor=${cursor}` : ''}`),
        );
        seen.push(...names(page));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    expect(await collect('sort=name')).toEqual(['Ana', 'bia', 'Carlos', 'Delta']);
    expect(await collect('sort=name&dir=desc')).toEqual(['Delta', 'Carlos', 'bia', 'Ana']);
    expect(await collect('sort=createdAt')).toEqual(['Delta', 'Carlos', 'Ana', 'bia']);
    // Never contacted first (oldest contact), then the oldest contact, then today's.
    const byContact = await collect('sort=lastContactAt');
    expect(byContact.slice(2)).toEqual(['Ana', 'bia']);
    expect(byContact.slice(0, 2).sort()).toEqual(['Carlos', 'Delta']);
    const byContactDesc = await collect('sort=lastContactAt&dir=desc');
    expect(byContactDesc.slice(0, 2)).toEqual(['bia', 'Ana']);
    expect(await collect('kind=company')).toEqual(['Delta']);
    expect(await collect('tag=vip')).toEqual(['bia', 'Carlos']);
    expect(await collect('noContactDays=30')).toEqual(['Ana', 'Carlos', 'Delta']);
    expect(carlos.lastContactAt).toBeNull();
    expect((await people.get('?cursor=lixo')).status).toBe(400);
    expect((await people.get('?sort=lastContactAt&cursor=WzEsMl0')).status).toBe(400);
  });
});

describe('people: tenancy, roles, events', () => {
  it("answers 404 for another workspace's person, exactly like a missing one", async () => {
    const owner = await signedIn('owner');
    const outsider = await signedIn('owner');
    const person = await ok<Person>(owner.people.post('', { name: 'Só desta conta' }), 201);
    for (const [method, payload] of [
      ['get', undefined],
      ['patch', { name: 'Invadido' }],
      ['del', undefined],
    ] as const) {
      const res =
        method === 'patch'
          ? await outsider.people.patch(`/${person.id}`, payload)
          : await outsider.people[method](`/${person.id}`);
      expect(res, method).toMatchObject({
        status: 404,
        body: { message: 'Pessoa não encontrada.' },
      });
    }
    expect(await ok(outsider.people.get(''))).toEqual({ items: [], nextCursor: null });
    expect(await ok(owner.people.get(`/${person.id}`))).toEqual(person);
  });

  it('lets an Observador read but refuses every write (403)', async () => {
    const owner = await signedIn('owner');
    const viewer = await signedIn('viewer', owner.workspaceId);
    const person = await ok<Person>(owner.people.post('', { name: 'Para ler' }), 201);
    expect((await ok<PersonPage>(viewer.people.get(''))).items).toEqual([person]);
    expect((await viewer.people.post('', { name: 'Não pode' })).status).toBe(403);
    expect((await viewer.people.patch(`/${person.id}`, { name: 'Não pode' })).status).toBe(403);
    expect((await viewer.people.del(`/${person.id}`)).status).toBe(403);
  });

  it('each write emits its event and publishes with the asking tab as origin', async () => {
    const owner = await signedIn('owner');
    const tab = owner.people.inTab();
    const seen: { name: DomainEventName; actorId: string | null; origin: string | null }[] = [];
    const off = app.ctx.events.onAny(({ name, payload }, ctx) => {
      if (payload.workspaceId === owner.workspaceId)
        seen.push({ name, actorId: payload.actorId, origin: ctx.origin ?? null });
    });
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      const person = expectStatus(await tab.post<Person>('', { name: 'Ao vivo' }), 201);
      await tab.patch(`/${person.id}`, { name: 'Ao vivo 2' });
      await tab.del(`/${person.id}`);

      expect(seen).toEqual(
        ['created', 'updated', 'deleted'].map((verb) => ({
          name: `people.person.${verb}`,
          actorId: owner.userId,
          origin: tab.tab,
        })),
      );
      const messages = publish.mock.calls
        .map(([message]) => message)
        .filter((m) => m.workspaceId === owner.workspaceId);
      expect(messages.map((m) => [m.type, m.entity, m.id, m.origin])).toEqual([
        ['created', 'people', person.id, tab.tab],
        ['updated', 'people', person.id, tab.tab],
        ['deleted', 'people', person.id, tab.tab],
      ]);
      expect(messages[1]!.data).toMatchObject({ id: person.id, name: 'Ao vivo 2' });
    } finally {
      off();
      publish.mockRestore();
    }
  });
});
