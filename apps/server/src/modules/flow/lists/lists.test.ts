import { describe, expect, it } from 'vitest';
import { type Caller, expectStatus, testApp, testDatabase } from '../../../test/kit';
import { joinAs, newCaller } from '../testing';

const database = testDatabase();
const app = await testApp();

type List = {
  id: string;
  name: string;
  sequence: { prefix: string; width: number; suffix: string; lastNumber: number };
  fields: { key: string }[];
  formulas: { key: string; expression: string }[];
  counts: Record<string, number>;
};
type Task = {
  id: string;
  code: string;
  fieldValues: Record<string, number>;
  formulaValues: Record<string, number | null>;
};

const scoring = {
  fields: [
    { key: 'impacto', label: 'Impacto' },
    { key: 'confianca', label: 'Confiança' },
    { key: 'esforco', label: 'Esforço' },
  ],
  formulas: [{ key: 'ice', label: 'ICE', expression: 'impacto * confianca / esforco' }],
};

async function newList(caller: Caller, body: object = {}): Promise<List> {
  return expectStatus(await caller.post<List>('/lists', { name: 'Backlog', ...body }), 201);
}

describe('lists: CRUD', () => {
  it('creates with defaults, reads, lists with counts, updates and deletes', async () => {
    const owner = await newCaller(app, database);
    const list = await newList(owner, {
      color: '#FF0000',
      icon: 'rocket',
      sequence: { prefix: 'tar', width: 4, suffix: 'x' },
    });
    expect(list).toMatchObject({
      name: 'Backlog',
      color: '#ff0000',
      icon: 'rocket',
      sequence: { prefix: 'TAR', width: 4, suffix: 'X', lastNumber: 0 },
      fields: [],
      formulas: [],
      counts: { todo: 0, doing: 0, done: 0, canceled: 0, archived: 0 },
    });
    const plain = await newList(owner, { name: 'Casa' });
    // No sequence given: a prefix from the name, free in the workspace (TAR-X is taken above).
    expect(plain).toMatchObject({
      color: '#1976d2',
      icon: 'checklist',
      sequence: { prefix: 'CAS', width: 4, suffix: '' },
    });

    expectStatus(await owner.post(`/lists/${list.id}/tasks`, { title: 'Primeira' }), 201);
    expectStatus(
      await owner.post(`/lists/${list.id}/tasks`, { title: 'Segunda', status: 'doing' }),
      201,
    );
    const all = expectStatus(await owner.get<{ items: List[] }>('/lists'), 200);
    expect(all.items.map((l) => l.name)).toEqual(['Backlog', 'Casa']);
    expect(all.items[0]!.counts).toMatchObject({ todo: 1, doing: 1 });
    expect(expectStatus(await owner.get<List>(`/lists/${list.id}`), 200).sequence.lastNumber).toBe(
      2,
    );

    const renamed = expectStatus(
      await owner.patch<List>(`/lists/${list.id}`, {
        name: 'Produto',
        sequence: { prefix: 'PRD', lastNumber: 41 },
      }),
      200,
    );
    expect(renamed).toMatchObject({
      name: 'Produto',
      sequence: { prefix: 'PRD', width: 4, suffix: 'X', lastNumber: 41 },
    });
    const task = expectStatus(
      await owner.post<Task>(`/lists/${list.id}/tasks`, { title: 'Depois da mudança' }),
      201,
    );
    expect(task.code).toBe('PRD-0042-X');

    expectStatus(await owner.del(`/lists/${list.id}`), 200);
    expectStatus(await owner.get(`/lists/${list.id}`), 404);
    expectStatus(await owner.get(`/tasks/${task.id}`), 404);
    expectStatus(await owner.del(`/lists/${list.id}`), 404);
  });

  it('validates in pt-BR and never lets the last number go down (codes never repeat)', async () => {
    const owner = await newCaller(app, database);
    const bad = await owner.post('/lists', {
      name: '',
      color: 'vermelho',
      sequence: { prefix: 'TA R', width: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      fields: {
        name: 'Informe o nome da lista.',
        color: 'Informe a cor no formato #RRGGBB.',
        'sequence.prefix': 'O prefixo só pode ter letras sem acento e números.',
        'sequence.width': 'Use pelo menos 1 dígito.',
      },
    });
    const list = await newList(owner);
    expectStatus(await owner.patch(`/lists/${list.id}`, { sequence: { lastNumber: 10 } }), 200);
    const down = await owner.patch(`/lists/${list.id}`, { sequence: { lastNumber: 9 } });
    expect(down.status).toBe(409);
    expect(down.body).toMatchObject({
      message: 'O último número só pode aumentar (hoje é 10): códigos nunca se repetem.',
    });
  });
});

describe('lists: formulas', () => {
  it('computes formulas per task from the custom fields', async () => {
    const owner = await newCaller(app, database);
    const list = await newList(owner, scoring);
    const task = expectStatus(
      await owner.post<Task>(`/lists/${list.id}/tasks`, {
        title: 'A',
        fieldValues: { impacto: 8, confianca: 0.5, esforco: 2 },
      }),
      201,
    );
    expect(task).toMatchObject({
      fieldValues: { impacto: 8, confianca: 0.5, esforco: 2 },
      formulaValues: { ice: 2 },
    });
    const partial = expectStatus(
      await owner.post<Task>(`/lists/${list.id}/tasks`, {
        title: 'B',
        fieldValues: { impacto: 8 },
      }),
      201,
    );
    expect(partial.formulaValues).toEqual({ ice: null });
    const updated = expectStatus(
      await owner.patch<Task>(`/tasks/${partial.id}`, {
        fieldValues: { confianca: 1, esforco: 4, impacto: null },
      }),
      200,
    );
    expect(updated).toMatchObject({
      fieldValues: { confianca: 1, esforco: 4 },
      formulaValues: { ice: null },
    });
  });

  it('refuses a broken formula with 400 naming the problem, and saves nothing', async () => {
    const owner = await newCaller(app, database);
    const list = await newList(owner, scoring);
    const cases: [string, string][] = [
      ['impacto *', 'Fórmula "Nova": A fórmula terminou antes do esperado.'],
      [
        'impacto * urgencia',
        'Fórmula "Nova": Variável desconhecida "urgencia" na posição 11. Use a chave de um campo numérico da lista.',
      ],
      ['impacto / 0', 'Fórmula "Nova": Divisão por zero na posição 9.'],
      [
        "constructor.constructor('x')()",
        'Fórmula "Nova": Variável desconhecida "constructor" na posição 1. Use a chave de um campo numérico da lista.',
      ],
      [
        'process.exit()',
        'Fórmula "Nova": Variável desconhecida "process" na posição 1. Use a chave de um campo numérico da lista.',
      ],
      [
        'impacto; process.exit()',
        'Fórmula "Nova": Caractere não permitido ";" na posição 8. Use números, chaves de campos, + - * / e parênteses.',
      ],
    ];
    for (const [expression, message] of cases) {
      const res = await owner.patch(`/lists/${list.id}`, {
        name: 'Não salvar',
        formulas: [...scoring.formulas, { key: 'nova', label: 'Nova', expression }],
      });
      expect(res.status, expression).toBe(400);
      expect(res.body, expression).toMatchObject({
        message,
        fields: { 'formulas.1.expression': message },
      });
    }
    // The same at creation, when fields come along.
    const created = await owner.post('/lists', {
      name: 'X',
      fields: scoring.fields,
      formulas: [{ key: 'f', label: 'F', expression: 'esforco / (1 - 1)' }],
    });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({
      fields: { 'formulas.0.expression': 'Fórmula "F": Divisão por zero na posição 9.' },
    });

    const after = expectStatus(await owner.get<List>(`/lists/${list.id}`), 200);
    expect(after.name).toBe('Backlog');
    expect(after.formulas).toEqual(scoring.formulas);
    expect(expectStatus(await owner.get<{ items: List[] }>('/lists'), 200).items).toHaveLength(1);
  });

  it('a field at 0 used as a divisor leaves the result empty (no refusal); totals skip it', async () => {
    const owner = await newCaller(app, database);
    const list = await newList(owner, { fields: scoring.fields });
    const task = expectStatus(
      await owner.post<Task>(`/lists/${list.id}/tasks`, {
        title: 'Zero',
        fieldValues: { impacto: 3, esforco: 0 },
      }),
      201,
    );
    // A formula dividing by a field that is 0 in some task is saved.
    const saved = await owner.patch<List>(`/lists/${list.id}`, {
      formulas: [{ key: 'ice', label: 'ICE', expression: 'impacto / esforco' }],
    });
    expect(expectStatus(saved, 200).formulas).toHaveLength(1);
    expect(expectStatus(await owner.get<Task>(`/tasks/${task.id}`), 200)).toMatchObject({
      fieldValues: { impacto: 3, esforco: 0 },
      formulaValues: { ice: null },
    });

    const two = expectStatus(
      await owner.patch<Task>(`/tasks/${task.id}`, { fieldValues: { esforco: 2 } }),
      200,
    );
    expect(two.formulaValues).toEqual({ ice: 1.5 });
    // Back to 0: saved, the result empty again.
    const zero = expectStatus(
      await owner.patch<Task>(`/tasks/${task.id}`, { fieldValues: { esforco: 0 } }),
      200,
    );
    expect(zero).toMatchObject({ fieldValues: { esforco: 0 }, formulaValues: { ice: null } });
    // Created with a zero divisor too; the totals add only the results that exist.
    expectStatus(
      await owner.post<Task>(`/lists/${list.id}/tasks`, {
        title: 'Dois',
        fieldValues: { impacto: 4, esforco: 2 },
      }),
      201,
    );
    const totals = expectStatus(
      await owner.get<{ all: { formulas: Record<string, number> } }>(`/lists/${list.id}/totals`),
      200,
    );
    expect(totals.all.formulas).toEqual({ ice: 2 });
    const unknown = await owner.patch(`/tasks/${task.id}`, { fieldValues: { urgencia: 1 } });
    expect(unknown.body).toMatchObject({
      message: 'Campo desconhecido: urgencia. Use um campo numérico da lista.',
    });
  });

  it('a field used by a formula cannot go; a removed field takes its values along', async () => {
    const owner = await newCaller(app, database);
    const list = await newList(owner, {
      fields: [...scoring.fields, { key: 'extra', label: 'Extra' }],
      formulas: scoring.formulas,
    });
    const task = expectStatus(
      await owner.post<Task>(`/lists/${list.id}/tasks`, {
        title: 'T',
        fieldValues: { impacto: 1, confianca: 1, esforco: 1, extra: 5 },
      }),
      201,
    );
    const used = await owner.patch(`/lists/${list.id}`, { fields: scoring.fields.slice(1) });
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({
      message:
        'Fórmula "ICE": Variável desconhecida "impacto" na posição 1. Use a chave de um campo numérico da lista.',
    });
    expectStatus(await owner.patch(`/lists/${list.id}`, { fields: scoring.fields }), 200);
    expect(expectStatus(await owner.get<Task>(`/tasks/${task.id}`), 200).fieldValues).toEqual({
      impacto: 1,
      confianca: 1,
      esforco: 1,
    });
    const duplicate = await owner.patch(`/lists/${list.id}`, {
      formulas: [{ key: 'impacto', label: 'Dup', expression: '1' }],
    });
    expect(duplicate.body).toMatchObject({ message: 'A chave "impacto" já está em uso.' });
  });
});

describe('lists: roles and workspaces', () => {
  it('Editor creates tasks but not lists; Observador writes nothing (403 even with an empty body)', async () => {
    const owner = await newCaller(app, database);
    const list = await newList(owner);
    const editor = await joinAs(app, database, owner.workspaceId, 'editor');
    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    const creator = await joinAs(app, database, owner.workspaceId, 'creator');

    expectStatus(await editor.post('/lists', { name: 'Minha' }), 403);
    expectStatus(await editor.patch(`/lists/${list.id}`, { name: 'Outra' }), 403);
    expectStatus(await editor.del(`/lists/${list.id}`), 403);
    expectStatus(await editor.post(`/lists/${list.id}/tasks`, { title: 'Pode' }), 201);

    for (const res of [
      await viewer.post('/lists', {}),
      await viewer.post(`/lists/${list.id}/tasks`, {}),
      await viewer.patch(`/lists/${list.id}`, {}),
      await viewer.del(`/lists/${list.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message: 'Você não tem permissão para esta ação.',
        code: 'forbidden',
      });
    }
    const empty = await app.inject({
      method: 'POST',
      url: '/api/app/flow/lists',
      headers: { ...viewer.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(403);
    expectStatus(await viewer.get(`/lists/${list.id}`), 200);

    const own = expectStatus(await creator.post<List>('/lists', { name: 'Do criador' }), 201);
    expectStatus(await creator.del(`/lists/${own.id}`), 200);
  });

  it("another workspace's list answers 404 on every route", async () => {
    const owner = await newCaller(app, database);
    const stranger = await newCaller(app, database);
    const list = await newList(owner);
    for (const res of [
      await stranger.get(`/lists/${list.id}`),
      await stranger.patch(`/lists/${list.id}`, { name: 'X' }),
      await stranger.del(`/lists/${list.id}`),
      await stranger.get(`/lists/${list.id}/tasks`),
      await stranger.get(`/lists/${list.id}/totals`),
      await stranger.post(`/lists/${list.id}/tasks`, { title: 'X' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Lista não encontrada.', code: 'not_found' });
    }
    expect(expectStatus(await stranger.get<{ items: List[] }>('/lists'), 200).items).toEqual([]);
  });
});
