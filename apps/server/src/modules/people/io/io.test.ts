import type { ImportPeopleResult, Person, PersonPage } from '@orbita/contracts/people';
import { describe, expect, it } from 'vitest';
import { callerFor, expectStatus, ok, testApp, testDatabase } from '../../../test/kit';
import { peopleWorld } from '../test-support';

const app = await testApp();
const database = testDatabase();
const signedIn = peopleWorld(app, database);

type World = Awaited<ReturnType<typeof signedIn>>;

/** The module's own routes (`/api/app/pessoa/...`) for a signed-in member. */
const pessoa = (w: World) =>
  callerFor(app, '/api/app/pessoa', w.people.token, {
    userId: w.userId,
    workspaceId: w.workspaceId,
    role: w.role,
  });

async function exportFile(
  w: World,
  query: string,
): Promise<{ status: number; body: string; type: string }> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/app/pessoa/pessoas-exportar?${query}`,
    headers: w.people.headers,
  });
  return { status: res.statusCode, body: res.body, type: String(res.headers['content-type']) };
}

const importFile = (w: World, body: Record<string, unknown>) =>
  pessoa(w).post<ImportPeopleResult>('/pessoas-importar', body);

async function allPeople(w: World): Promise<Person[]> {
  const page = await ok<PersonPage>(w.people.get('?limit=200'));
  return page.items;
}

/** What a person is, without the ids and instants of one workspace. */
const essence = (people: Person[]) => {
  const names = new Map(people.map((p) => [p.id, p.name]));
  return people
    .map((p) => ({
      kind: p.kind,
      name: p.name,
      document: p.document,
      emails: p.emails.map((e) => e.address),
      phones: p.phones.map((x) => x.e164),
      birthday: p.birthday,
      address: p.address,
      company: p.companyId ? names.get(p.companyId) : null,
      role: p.role,
      tags: p.tags,
      notes: p.notes,
      keepInTouchDays: p.keepInTouchDays,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
};

async function seedPeople(w: World) {
  const acme = await ok<Person>(
    w.people.post('', {
      kind: 'company',
      name: 'Acme; Comércio "Ltda"',
      document: '12.ABC.345/01DE-35',
      emails: [{ address: 'contato@acme.com.br' }],
      address: {
        street: 'Rua XV de Novembro',
        number: '100',
        city: 'Curitiba',
        state: 'PR',
        postalCode: '80020-310',
        country: 'Brasil',
      },
    }),
    201,
  );
  await ok(
    w.people.post('', {
      name: 'Ana Souza',
      document: '529.982.247-25',
      emails: [{ address: 'ana@exemplo.com.br' }, { address: 'ana.souza@acme.com.br' }],
      phones: [{ number: '(41) 99999-8888' }, { number: '+1 202 555 0100' }],
      birthday: '1990-05-17',
      companyId: acme.id,
      role: 'Gerente de compras',
      tags: ['cliente', 'vip'],
      notes: 'Prefere WhatsApp.\nLigar depois das 14h; nunca às segundas.',
      keepInTouchDays: 30,
    }),
    201,
  );
  await ok(
    w.people.post('', {
      name: '=HYPERLINK("http://mal.example")',
      phones: [{ number: '11 3333-4444' }],
      tags: ['fornecedor'],
    }),
    201,
  );
  await ok(w.people.post('', { name: 'Bruno Sem Contato' }), 201);
}

describe('people import/export', () => {
  for (const format of ['csv', 'vcard'] as const)
    it(`round trip (${format}): export → import in another workspace = the same people`, async () => {
      const from = await signedIn('owner');
      await seedPeople(from);
      const file = await exportFile(from, `format=${format}`);
      expect(file.status).toBe(200);
      expect(file.type).toContain(format === 'csv' ? 'text/csv' : 'text/vcard');
      if (format === 'csv') {
        expect(file.body.startsWith('\uFEFFNome;Tipo;CPF/CNPJ')).toBe(true);
        // The formula guard: a spreadsheet shows the name as text.
        expect(file.body).toContain(`"'=HYPERLINK(""http://mal.example"")"`);
      } else expect(file.body).toContain('X-ORBITA-DOCUMENTO:529.982.247-25');

      const to = await signedIn('owner');
      const preview = await ok<ImportPeopleResult>(importFile(to, { format, text: file.body }));
      expect(preview).toMatchObject({
        mode: 'preview',
        total: 4,
        created: 4,
        updated: 0,
        skipped: 0,
      });
      expect(preview.errors).toEqual([]);
      expect(await allPeople(to)).toEqual([]); // a preview writes nothing

      const done = await ok<ImportPeopleResult>(
        importFile(to, { format, text: file.body, mode: 'commit', expect: preview.fingerprint }),
      );
      expect(done).toMatchObject({ mode: 'commit', created: 4, updated: 0, skipped: 0 });
      expect(essence(await allPeople(to))).toEqual(essence(await allPeople(from)));

      // And again: everyone matches (document, phone or e-mail) and nothing changes but… nothing.
      const again = await ok<ImportPeopleResult>(
        importFile(to, { format, text: file.body, mode: 'commit' }),
      );
      // Bruno has no document, phone nor e-mail: a name alone matches no one, so he is new again.
      expect(again).toMatchObject({ created: 1, updated: 3, skipped: 0 });
    });

  it('matches existing people by document, phone and e-mail; updates or skips; folds repeated rows', async () => {
    const w = await signedIn('owner');
    const ana = await ok<Person>(
      w.people.post('', { name: 'Ana', document: '52998224725', tags: ['antiga'] }),
      201,
    );
    const bia = await ok<Person>(
      w.people.post('', { name: 'Bia', phones: [{ number: '41988887777' }] }),
      201,
    );
    const caio = await ok<Person>(
      w.people.post('', { name: 'Caio', emails: [{ address: 'caio@x.com' }] }),
      201,
    );
    const text = [
      'Nome;CPF/CNPJ;Telefone;E-mail;Etiquetas;Nascimento',
      'Ana Nova;529.982.247-25;;ana@x.com;nova;17/05/1990',
      'Bia Nova;;+55 41 98888-7777;;;',
      'Caio Novo;;;CAIO@X.COM;;31/02/1990',
      'Duda;;(11) 91234-5678;duda@x.com;;',
      'Duda de novo;;;duda@x.com;amiga;',
      'Eva;123.456.789-00;(11) 1234;eva@;;',
      ';;;;;',
      'Fábio;;;;;',
    ].join('\n');

    const preview = await ok<ImportPeopleResult>(importFile(w, { format: 'csv', text }));
    expect(preview).toMatchObject({ total: 7, created: 3, updated: 3, skipped: 0 });
    expect(preview.rows.map((r) => [r.line, r.action, r.match, r.personId])).toEqual([
      [2, 'update', 'document', ana.id],
      [3, 'update', 'phone', bia.id],
      [4, 'update', 'email', caio.id],
      [5, 'create', null, null],
      [6, 'create', 'file', null],
      [7, 'create', null, null],
      [9, 'create', null, null],
    ]);
    expect(preview.errors).toEqual([
      { line: 4, message: 'Data de nascimento "31/02/1990" ignorada: use dd/mm/aaaa.' },
      { line: 7, message: expect.stringMatching(/^Documento "123\.456\.789-00" ignorado: /) },
      { line: 7, message: expect.stringMatching(/^Telefone "\(11\) 1234" ignorado: /) },
      { line: 7, message: 'E-mail "eva@" ignorado: e-mail inválido.' },
    ]);

    const skipped = await ok<ImportPeopleResult>(
      importFile(w, { format: 'csv', text, onDuplicate: 'skip' }),
    );
    expect(skipped).toMatchObject({ created: 3, updated: 0, skipped: 3 });

    // Someone changes a person after the preview: the commit of that preview is refused.
    await ok(w.people.patch(`/${bia.id}`, { notes: 'mudou', version: 1 }));
    expectStatus(
      await importFile(w, { format: 'csv', text, mode: 'commit', expect: preview.fingerprint }),
      409,
    );

    await ok(importFile(w, { format: 'csv', text, mode: 'commit' }));
    const people = await allPeople(w);
    expect(people.map((p) => p.name).sort()).toEqual([
      'Ana',
      'Bia',
      'Caio',
      'Duda',
      'Eva',
      'Fábio',
    ]);
    const byName = new Map(people.map((p) => [p.name, p]));
    expect(byName.get('Ana')).toMatchObject({
      emails: [{ address: 'ana@x.com' }],
      tags: ['antiga', 'nova'],
      birthday: '1990-05-17',
      version: 2,
    });
    expect(byName.get('Duda')).toMatchObject({
      phones: [{ e164: '+5511912345678' }],
      emails: [{ address: 'duda@x.com' }],
      tags: ['amiga'],
    });
    expect(byName.get('Eva')).toMatchObject({ document: null, phones: [], emails: [] });
  });

  it('a repeated row never brings another person’s document into the new one', async () => {
    const w = await signedIn('owner');
    await ok(w.people.post('', { name: 'Zé', document: '52998224725' }), 201);
    const text = 'Nome;CPF;E-mail\nDuda;;duda@x.com\nDuda 2;529.982.247-25;duda@x.com\n';
    const done = await ok<ImportPeopleResult>(
      importFile(w, { format: 'csv', text, mode: 'commit' }),
    );
    expect(done).toMatchObject({ created: 1, updated: 0 });
    const duda = (await allPeople(w)).find((p) => p.name === 'Duda');
    expect(duda).toMatchObject({ document: null, emails: [{ address: 'duda@x.com' }] });
  });

  it('refuses what a member cannot write and files over the limits, in pt-BR', async () => {
    const viewer = await signedIn('viewer');
    expectStatus(await importFile(viewer, { format: 'csv', text: 'Nome\nA' }), 403);
    const w = await signedIn('owner');
    const big = await importFile(w, { format: 'csv', text: `Nome\n${'A\n'.repeat(50_001)}` });
    expect(expectStatus(big, 400)).toMatchObject({ message: expect.stringContaining('50.000') });
    const noHeader = await ok<ImportPeopleResult>(
      importFile(w, { format: 'csv', text: 'x;y\n1;2' }),
    );
    expect(noHeader.errors[0]?.message).toMatch(/^Não encontramos o cabeçalho/);
    const notVcard = await ok<ImportPeopleResult>(importFile(w, { format: 'vcard', text: 'oi' }));
    expect(notVcard.errors[0]?.message).toMatch(/não é um vCard/);
  });

  it('exports only what the filters show', async () => {
    const w = await signedIn('owner');
    await seedPeople(w);
    const file = await exportFile(w, 'format=csv&kind=company');
    const lines = file.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"Acme; Comércio ""Ltda""";Empresa;12\.ABC\.345\/01DE-35;/);
  });

  it('imports 20,000 rows in one transaction (time in the log)', { timeout: 180_000 }, async () => {
    const w = await signedIn('owner');
    const rows = Array.from(
      { length: 20_000 },
      (_, i) =>
        `Pessoa ${i};+55 41 9${String(i).padStart(4, '0')}-${String(i % 10_000).padStart(4, '0')};p${i}@exemplo.com;lote`,
    );
    const text = ['Nome;Telefone;E-mail;Etiquetas', ...rows].join('\n');
    const started = performance.now();
    const preview = await ok<ImportPeopleResult>(importFile(w, { format: 'csv', text }));
    const previewMs = performance.now() - started;
    const committed = performance.now();
    const done = await ok<ImportPeopleResult>(
      importFile(w, { format: 'csv', text, mode: 'commit' }),
    );
    const commitMs = performance.now() - committed;
    console.log(
      `people import: 20,000 rows (${(text.length / 1024 / 1024).toFixed(1)} MB) — preview ${Math.round(previewMs)} ms, commit ${Math.round(commitMs)} ms`,
    );
    expect(preview.created).toBe(20_000);
    expect(done.created).toBe(20_000);
    const file = await exportFile(w, 'format=csv');
    expect(file.body.trim().split('\r\n')).toHaveLength(20_001);
  });
});
