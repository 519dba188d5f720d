import { describe, expect, it } from 'vitest';
import { type Caller, expectStatus, testApp, testDatabase } from '../../../test/kit';
import { joinAs, newCaller } from '../testing';

const database = testDatabase();
const app = await testApp();

type Task = {
  id: string;
  code: string;
  number: number;
  title: string;
  status: string;
  priority: string;
  size: string | null;
  tags: string[];
  dueAt: string | null;
  next: boolean;
  waiting: boolean;
  rank: string;
  assignees: { id: string; name: string }[];
  checklist: { done: number; total: number };
  checklistItems: { text: string; done: boolean }[];
  completedAt: string | null;
  description: string;
};
type Page = { items: Task[]; nextCursor: string | null };

async function listOf(caller: Caller, body: object = {}): Promise<string> {
  return expectStatus(await caller.post<{ id: string }>('/lists', { name: 'Lista', ...body }), 201)
    .id;
}

/** A list with two number fields and a formula over them (`custo` = valor × horas ÷ 2). */
const costList = (caller: Caller) =>
  listOf(caller, {
    fields: [
      { key: 'valor', label: 'Valor' },
      { key: 'horas', label: 'Horas' },
    ],
    formulas: [{ key: 'custo', label: 'Custo', expression: 'valor * horas / 2' }],
  });

describe('tasks: CRUD with every field', () => {
  it('creates, reads, finds by code, updates and deletes', async () => {
    const owner = await newCaller(app, database);
    const colleague = await joinAs(app, database, owner.workspaceId, 'editor', 'Bruna');
    const listId = await listOf(owner, { sequence: { prefix: 'TAR', width: 4, suffix: 'X' } });
    const created = expectStatus(
      await owner.post<Task>(`/lists/${listId}/tasks`, {
        title: '  Escrever proposta ',
        description: 'Para o cliente **Acme**',
        priority: 'high',
        size: 'G',
        tags: ['Vendas', 'vendas', 'q3'],
        dueAt: '2025-03-14T18:00:00-03:00',
        assigneeIds: [owner.userId, colleague.userId],
        next: true,
        checklist: ['Rascunho', 'Revisão'],
      }),
      201,
    );
    expect(created).toMatchObject({
      code: 'TAR-0001-X',
      number: 1,
      title: 'Escrever proposta',
      description: 'Para o cliente **Acme**',
      status: 'todo',
      priority: 'high',
      size: 'G',
      tags: ['vendas', 'q3'],
      dueAt: '2025-03-14T21:00:00.000Z',
      next: true,
      waiting: false,
      checklist: { done: 0, total: 2 },
      checklistItems: [
        { text: 'Rascunho', done: false },
        { text: 'Revisão', done: false },
      ],
      commentCount: 0,
      completedAt: null,
    });
    expect(created.assignees.map((a) => a.name).sort()).toEqual(['Bruna', 'Pessoa Teste']);

    expect(expectStatus(await owner.get<Task>(`/tasks/${created.id}`), 200)).toEqual(created);
    expect(expectStatus(await owner.get<Task>('/tasks/by-code/tar-0001-x'), 200).id).toBe(
      created.id,
    );
    expectStatus(await owner.get('/tasks/by-code/TAR-9999-X'), 404);

    const updated = expectStatus(
      await owner.patch<Task>(`/tasks/${created.id}`, {
        title: 'Proposta final',
        priority: 'critical',
        size: null,
        dueAt: null,
        assigneeIds: [colleague.userId],
        waiting: true,
        next: false,
        status: 'done',
      }),
      200,
    );
    expect(updated).toMatchObject({
      title: 'Proposta final',
      priority: 'critical',
      size: null,
      dueAt: null,
      waiting: true,
      next: false,
      status: 'done',
    });
    expect(updated.assignees).toEqual([{ id: colleague.userId, name: 'Bruna', avatarUrl: null }]);
    expect(updated.completedAt).not.toBeNull();

    expectStatus(await owner.del(`/tasks/${created.id}`), 200);
    expectStatus(await owner.get(`/tasks/${created.id}`), 404);
    expectStatus(await owner.del(`/tasks/${created.id}`), 404);
  });

  it('assigns members only, and validates in pt-BR', async () => {
    const owner = await newCaller(app, database);
    const stranger = await newCaller(app, database);
    const listId = await listOf(owner);
    const res = await owner.post(`/lists/${listId}/tasks`, {
      title: 'X',
      assigneeIds: [stranger.userId],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      fields: { assigneeIds: 'Escolha responsáveis que sejam membros desta conta.' },
    });
    const bad = await owner.post(`/lists/${listId}/tasks`, {
      title: '',
      priority: 'urgente',
      size: 'XXL',
      dueAt: 'amanhã',
      extra: 1,
    });
    expect(bad.body).toMatchObject({
      fields: {
        title: 'Informe o título da tarefa.',
        priority: 'Prioridade inválida.',
        size: 'Tamanho inválido.',
        dueAt: 'Informe data e hora válidas (ISO 8601).',
        extra: 'Campo desconhecido: extra.',
      },
    });
    expect(
      expectStatus(await owner.get<{ sequence: { lastNumber: number } }>(`/lists/${listId}`), 200)
        .sequence.lastNumber,
    ).toBe(0);
  });
});

describe('tasks: status transitions', () => {
  it('allows the kanban moves and refuses archiving open tasks or leaving archived except to todo (409 pt-BR)', async () => {
    const owner = await newCaller(app, database);
    const listId = await listOf(owner);
    const task = expectStatus(
      await owner.post<Task>(`/lists/${listId}/tasks`, { title: 'T' }),
      201,
    );
    const to = (status: string) => owner.patch<Task>(`/tasks/${task.id}`, { status });

    const refused = await to('archived');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'Só tarefas feitas ou canceladas podem ser arquivadas.',
      code: 'conflict',
    });
    expect(expectStatus(await to('doing'), 200).status).toBe('doing');
    const done = expectStatus(await to('done'), 200);
    expect(done.completedAt).not.toBeNull();
    expect(expectStatus(await to('archived'), 200).completedAt).toBe(done.completedAt);
    const back = await owner.post(`/tasks/${task.id}/move`, { status: 'done' });
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({
      message: 'Uma tarefa arquivada só pode voltar para "A fazer".',
    });
    const reopened = expectStatus(await to('todo'), 200);
    expect(reopened).toMatchObject({ status: 'todo', completedAt: null });
    expect(expectStatus(await to('canceled'), 200).status).toBe('canceled');
    const createArchived = await owner.post(`/lists/${listId}/tasks`, {
      title: 'Y',
      status: 'archived',
    });
    expect(createArchived.status).toBe(400);
  });
});

describe('tasks: code sequence', () => {
  it('gives 50 concurrent creations 50 different, consecutive codes', async () => {
    const owner = await newCaller(app, database);
    const listId = await listOf(owner, { sequence: { prefix: 'CON', width: 3, suffix: '' } });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        owner.post<Task>(`/lists/${listId}/tasks`, { title: `Tarefa ${i}` }),
      ),
    );
    const codes = answers.map((a) => expectStatus(a, 201).code);
    expect(new Set(codes).size).toBe(50);
    expect([...codes].sort()).toEqual(
      Array.from({ length: 50 }, (_, i) => `CON-${String(i + 1).padStart(3, '0')}`),
    );
    // Ranks stayed unique in the column too (creation appends under the same lock).
    const page = expectStatus(await owner.get<Page>(`/lists/${listId}/tasks?limit=100`), 200);
    expect(new Set(page.items.map((t) => t.rank)).size).toBe(50);
  });

  it('never gives two lists of a workspace the same codes', async () => {
    const owner = await newCaller(app, database);
    // Lists created without a sequence get distinct prefixes; a taken one is refused.
    const a = await listOf(owner);
    const b = await listOf(owner);
    const codeA = expectStatus(
      await owner.post<Task>(`/lists/${a}/tasks`, { title: 'A1' }),
      201,
    ).code;
    const codeB = expectStatus(
      await owner.post<Task>(`/lists/${b}/tasks`, { title: 'B1' }),
      201,
    ).code;
    expect([codeA, codeB]).toEqual(['LIS-0001', 'LIS2-0001']);
    const clash = await owner.post('/lists', {
      name: 'Cópia',
      sequence: { prefix: 'LIS', width: 4, suffix: '' },
    });
    expect(clash.status).toBe(409);
    expectStatus(await owner.patch(`/lists/${b}`, { sequence: { prefix: 'OUT' } }), 200);
    expect(
      expectStatus(await owner.post<Task>(`/lists/${b}/tasks`, { title: 'B2' }), 201).code,
    ).toBe('OUT-0002');
  });
});

describe('tasks: listing', () => {
  it('pages by cursor in every sort without repeating or skipping, and filters', async () => {
    const owner = await newCaller(app, database);
    const listId = await listOf(owner);
    const priorities = ['low', 'critical', 'normal', 'high', 'medium'];
    for (let i = 0; i < 23; i++) {
      expectStatus(
        await owner.post(`/lists/${listId}/tasks`, {
          title: i % 5 === 0 ? `Relatório ${i}` : `Tarefa ${i}`,
          priority: priorities[i % 5],
          status: i % 3 === 0 ? 'doing' : 'todo',
          tags: i % 4 === 0 ? ['casa'] : [],
          dueAt: i % 2 === 0 ? new Date(Date.UTC(2025, 3, 1 + (i % 7))).toISOString() : null,
          assigneeIds: i % 6 === 0 ? [owner.userId] : [],
        }),
        201,
      );
    }
    const all = async (query: string) => {
      const seen: Task[] = [];
      let cursor: string | null = null;
      do {
        const page: Page = expectStatus(
          await owner.get<Page>(
            `/lists/${listId}/tasks?limit=4&${query}${cursor ? `&cursor=${cursor}` : ''}`,
          ),
          200,
        );
        seen.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    const order = await all('sort=order');
    expect(order).toHaveLength(23);
    expect(order.map((t) => t.status)).toEqual(
      [...order.map((t) => t.status)].sort((a, b) => (a === b ? 0 : a === 'todo' ? -1 : 1)),
    );
    const byCode = await all('sort=code&dir=desc');
    expect(byCode.map((t) => t.number)).toEqual(Array.from({ length: 23 }, (_, i) => 23 - i));
    const byDue = await all('sort=due');
    const dues = byDue.map((t) => t.dueAt);
    expect(dues.slice(0, 12).every(Boolean)).toBe(true);
    expect(dues.slice(12).every((d) => d === null)).toBe(true);
    expect(dues.slice(0, 12)).toEqual([...dues.slice(0, 12)].sort());
    const byPriority = await all('sort=priority');
    const rank = (p: string) => ['critical', 'high', 'medium', 'normal', 'low'].indexOf(p);
    expect(byPriority.map((t) => rank(t.priority))).toEqual(
      byPriority.map((t) => rank(t.priority)).sort(),
    );
    expect(await all('sort=created')).toHaveLength(23);

    expect((await all('status=doing')).every((t) => t.status === 'doing')).toBe(true);
    expect((await all('priority=critical,high&sort=code')).map((t) => t.number)).toEqual([
      2, 4, 7, 9, 12, 14, 17, 19, 22,
    ]);
    expect((await all('tag=casa&sort=code')).map((t) => t.number)).toEqual([1, 5, 9, 13, 17, 21]);
    expect((await all(`assignee=${owner.userId}&sort=code`)).map((t) => t.number)).toEqual([
      1, 7, 13, 19,
    ]);
    expect((await all('q=relat&sort=code')).map((t) => t.number)).toEqual([1, 6, 11, 16, 21]);
    expect((await all('q=LIS-0002&sort=code')).map((t) => t.number)).toEqual([2]);
    expect(await all('q=100%25')).toEqual([]);

    const bad = await owner.get(`/lists/${listId}/tasks?cursor=bm9wZQ&sort=due`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Cursor inválido.' });
    expectStatus(await owner.get(`/lists/${listId}/tasks?sort=nome`), 400);
  });

  it('leaves archived tasks out unless asked for', async () => {
    const owner = await newCaller(app, database);
    const listId = await listOf(owner);
    const task = expectStatus(
      await owner.post<Task>(`/lists/${listId}/tasks`, { title: 'Velha', status: 'done' }),
      201,
    );
    expectStatus(await owner.post(`/lists/${listId}/tasks`, { title: 'Nova' }), 201);
    expectStatus(await owner.patch(`/tasks/${task.id}`, { status: 'archived' }), 200);
    expect(
      expectStatus(await owner.get<Page>(`/lists/${listId}/tasks`), 200).items.map((t) => t.title),
    ).toEqual(['Nova']);
    expect(
      expectStatus(await owner.get<Page>(`/lists/${listId}/tasks?status=archived`), 200).items.map(
        (t) => t.title,
      ),
    ).toEqual(['Velha']);
  });

  it('gives each task of a page its assignees, checklist and comment counts, filtered or not', async () => {
    const owner = await newCaller(app, database);
    const colleague = await joinAs(app, database, owner.workspaceId, 'editor', 'Bruna');
    const listId = await listOf(owner);
    const busy = expectStatus(
      await owner.post<Task>(`/lists/${listId}/tasks`, {
        title: 'Cheia',
        priority: 'high',
        assigneeIds: [colleague.userId, owner.userId],
        checklist: ['Um', 'Dois', 'Três'],
      }),
      201,
    );
    expectStatus(await owner.post(`/lists/${listId}/tasks`, { title: 'Vazia' }), 201);
    const [first] = expectStatus(await owner.get<Task>(`/tasks/${busy.id}`), 200)
      .checklistItems as unknown as { id: string }[];
    expectStatus(
      await owner.patch(`/tasks/${busy.id}/checklist/${first!.id}`, { done: true }),
      200,
    );
    expectStatus(await owner.post(`/tasks/${busy.id}/comments`, { body: 'Oi' }), 201);
    expectStatus(await owner.post(`/tasks/${busy.id}/comments`, { body: 'De novo' }), 201);

    const extras = (t: Task & { commentCount?: number }) => ({
      title: t.title,
      assignees: t.assignees.map((a) => a.name),
      checklist: t.checklist,
      comments: t.commentCount,
    });
    const full = {
      title: 'Cheia',
      assignees: ['Bruna', 'Pessoa Teste'],
      checklist: { done: 1, total: 3 },
      comments: 2,
    };
    const empty = { title: 'Vazia', assignees: [], checklist: { done: 0, total: 0 }, comments: 0 };
    // Unfiltered (a prepared statement), with statuses and a cursor, and filtered (built).
    const pages = [
      `/lists/${listId}/tasks`,
      `/lists/${listId}/tasks?status=todo&limit=1`,
      `/lists/${listId}/tasks?priority=high,normal`,
    ];
    for (const url of pages) {
      const page = expectStatus(await owner.get<Page>(url), 200);
      const items = [...page.items];
      if (page.nextCursor) {
        const more = `${url}&cursor=${encodeURIComponent(page.nextCursor)}`;
        items.push(...expectStatus(await owner.get<Page>(more), 200).items);
      }
      expect(items.map(extras), url).toEqual([full, empty]);
    }
  });

  it('answers a creation with what a read gives: checklist in order, formulas, no assignees', async () => {
    // The creation presents the task from what its transaction wrote (presentNewTask), not
    // from a read after it: the two must not drift apart.
    const owner = await newCaller(app, database);
    const listId = await costList(owner);
    const created = expectStatus(
      await owner.post<
        Task & { checklistItems: { text: string }[]; formulaValues: Record<string, number> }
      >(`/lists/${listId}/tasks`, {
        title: 'Orçar a obra',
        status: 'done',
        fieldValues: { valor: 10, horas: 3 },
        checklist: ['c', 'a', 'b', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'],
      }),
      201,
    );
    expect(created.checklistItems.map((i) => i.text).join('')).toBe('cabdefghijkl');
    expect(created).toMatchObject({
      assignees: [],
      checklist: { done: 0, total: 12 },
      commentCount: 0,
    });
    expect(created.formulaValues).toEqual({ custo: 15 });
    expect(expectStatus(await owner.get<Task>(`/tasks/${created.id}`), 200)).toEqual(created);
  });

  it('totals fields and formulas per status column, with the filters', async () => {
    const owner = await newCaller(app, database);
    const listId = await costList(owner);
    const add = (status: string, valor?: number, horas?: number, tags: string[] = []) =>
      owner.post(`/lists/${listId}/tasks`, {
        title: 'x',
        status,
        tags,
        fieldValues: {
          ...(valor === undefined ? {} : { valor }),
          ...(horas === undefined ? {} : { horas }),
        },
      });
    for (const r of await Promise.all([
      add('todo', 10, 2),
      add('todo', 5),
      add('doing', 1, 4, ['a']),
      add('done', 3, 3),
    ]))
      expectStatus(r, 201);
    const totals = expectStatus(
      await owner.get<{
        columns: { status: string; count: number; fields: object; formulas: object }[];
        all: object;
      }>(`/lists/${listId}/totals`),
      200,
    );
    expect(totals.columns).toEqual([
      { status: 'todo', count: 2, fields: { valor: 15, horas: 2 }, formulas: { custo: 10 } },
      { status: 'doing', count: 1, fields: { valor: 1, horas: 4 }, formulas: { custo: 2 } },
      { status: 'done', count: 1, fields: { valor: 3, horas: 3 }, formulas: { custo: 4.5 } },
      { status: 'canceled', count: 0, fields: { valor: 0, horas: 0 }, formulas: { custo: 0 } },
      { status: 'archived', count: 0, fields: { valor: 0, horas: 0 }, formulas: { custo: 0 } },
    ]);
    expect(totals.all).toEqual({
      count: 4,
      fields: { valor: 19, horas: 9 },
      formulas: { custo: 16.5 },
    });
    const filtered = expectStatus(
      await owner.get<{ all: object }>(`/lists/${listId}/totals?tag=a`),
      200,
    );
    expect(filtered.all).toEqual({
      count: 1,
      fields: { valor: 1, horas: 4 },
      formulas: { custo: 2 },
    });
  });
});

describe('tasks: workspaces and roles', () => {
  it("another workspace's task answers 404 everywhere, by id and by code", async () => {
    const owner = await newCaller(app, database);
    const stranger = await newCaller(app, database);
    const listId = await listOf(owner);
    const task = expectStatus(
      await owner.post<Task>(`/lists/${listId}/tasks`, { title: 'Segredo' }),
      201,
    );
    for (const res of [
      await stranger.get(`/tasks/${task.id}`),
      await stranger.get(`/tasks/by-code/${task.code}`),
      await stranger.patch(`/tasks/${task.id}`, { title: 'X' }),
      await stranger.post(`/tasks/${task.id}/move`, { status: 'doing' }),
      await stranger.del(`/tasks/${task.id}`),
      await stranger.post(`/tasks/${task.id}/checklist`, { text: 'x' }),
      await stranger.get(`/tasks/${task.id}/comments`),
      await stranger.post(`/tasks/${task.id}/comments`, { body: 'x' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Tarefa não encontrada.', code: 'not_found' });
    }
    // The stranger's own list with the same code does not reveal the other one.
    const theirs = await listOf(stranger);
    const own = expectStatus(
      await stranger.post<Task>(`/lists/${theirs}/tasks`, { title: 'Minha' }),
      201,
    );
    expect(own.code).toBe(task.code);
    expect(expectStatus(await stranger.get<Task>(`/tasks/by-code/${task.code}`), 200).id).toBe(
      own.id,
    );
  });

  it('Observador reads but every task write answers 403', async () => {
    const owner = await newCaller(app, database);
    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    const listId = await listOf(owner);
    const task = expectStatus(
      await owner.post<Task>(`/lists/${listId}/tasks`, { title: 'T' }),
      201,
    );
    expectStatus(await viewer.get(`/tasks/${task.id}`), 200);
    expectStatus(await viewer.get(`/lists/${listId}/tasks`), 200);
    for (const res of [
      await viewer.patch(`/tasks/${task.id}`, {}),
      await viewer.post(`/tasks/${task.id}/move`, {}),
      await viewer.del(`/tasks/${task.id}`),
      await viewer.post(`/tasks/${task.id}/checklist`, {}),
      await viewer.post(`/tasks/${task.id}/comments`, {}),
    ]) {
      expect(res.status).toBe(403);
    }
  });
});
