import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../platform/clock';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { joinAs, newCaller } from '../testing';

const database = testDatabase();
const app = await testApp();
afterEach(() => vi.restoreAllMocks());

type Stage = {
  id: string;
  name: string;
  color: string;
  wipLimit: number | null;
  cardCount: number;
  rank: string;
};
type Process = {
  id: string;
  name: string;
  description: string;
  stages: Stage[];
  cardCount: number;
};
type Card = { id: string; stageId: string; title: string; rank: string; enteredStageAt: string };

describe('processes: CRUD and templates', () => {
  it('offers three pt-BR templates and creates a process from each', async () => {
    const owner = await newCaller(app, database);
    const templates = expectStatus(
      await owner.get<{ items: { key: string; name: string; stages: object[] }[] }>(
        '/process-templates',
      ),
      200,
    ).items;
    expect(templates.map((t) => t.name)).toEqual([
      'Funil de vendas',
      'Recrutamento',
      'Produção de conteúdo',
    ]);
    for (const template of templates) {
      const process = expectStatus(
        await owner.post<Process>('/processes', { templateKey: template.key }),
        201,
      );
      expect(process.name).toBe(template.name);
      expect(
        process.stages.map(({ name, color, wipLimit }) => ({ name, color, wipLimit })),
      ).toEqual(template.stages);
    }
    const named = expectStatus(
      await owner.post<Process>('/processes', { templateKey: 'recruitment', name: 'Vagas 2025' }),
      201,
    );
    expect(named).toMatchObject({
      name: 'Vagas 2025',
      stages: [
        { name: 'Candidaturas' },
        { name: 'Triagem' },
        { name: 'Entrevista' },
        { name: 'Proposta' },
        { name: 'Contratado' },
      ],
    });
    expect((await owner.post('/processes', { templateKey: 'nada' })).body).toMatchObject({
      fields: { templateKey: 'Modelo não encontrado.' },
    });
    expect((await owner.post('/processes', {})).body).toMatchObject({
      fields: { name: 'Informe o nome.' },
    });
  });

  it('creates with stages, reads, lists, renames and deletes (cards go along)', async () => {
    const owner = await newCaller(app, database);
    const process = expectStatus(
      await owner.post<Process>('/processes', {
        name: 'Suporte',
        description: 'Chamados',
        stages: [
          { name: 'Novo', color: '#FF0000' },
          { name: 'Resolvido', wipLimit: 3 },
        ],
      }),
      201,
    );
    expect(process).toMatchObject({
      name: 'Suporte',
      description: 'Chamados',
      cardCount: 0,
      stages: [
        { name: 'Novo', color: '#ff0000', wipLimit: null },
        { name: 'Resolvido', color: '#90a4ae', wipLimit: 3 },
      ],
    });
    const card = expectStatus(
      await owner.post<Card>(`/processes/${process.id}/cards`, { title: 'Impressora' }),
      201,
    );
    expect(expectStatus(await owner.get<Process>(`/processes/${process.id}`), 200)).toMatchObject({
      cardCount: 1,
      stages: [{ cardCount: 1 }, { cardCount: 0 }],
    });
    expect(
      expectStatus(await owner.get<{ items: Process[] }>('/processes'), 200).items.map(
        (p) => p.name,
      ),
    ).toEqual(['Suporte']);
    expect(
      expectStatus(
        await owner.patch<Process>(`/processes/${process.id}`, { name: 'Atendimento' }),
        200,
      ).name,
    ).toBe('Atendimento');
    expectStatus(await owner.del(`/processes/${process.id}`), 200);
    expectStatus(await owner.get(`/processes/${process.id}`), 404);
    expectStatus(await owner.get(`/cards/${card.id}`), 404);
  });

  it('adds, edits, reorders and deletes stages; an occupied or last stage stays', async () => {
    const owner = await newCaller(app, database);
    const process = expectStatus(
      await owner.post<Process>('/processes', {
        name: 'P',
        stages: [{ name: 'A' }, { name: 'C' }],
      }),
      201,
    );
    const [a, c] = process.stages;
    let now = expectStatus(
      await owner.post<Process>(`/processes/${process.id}/stages`, {
        name: 'B',
        afterId: a!.id,
        wipLimit: 2,
      }),
      201,
    );
    expect(now.stages.map((s) => s.name)).toEqual(['A', 'B', 'C']);
    now = expectStatus(
      await owner.post<Process>(`/processes/${process.id}/stages/${c!.id}/move`, {
        beforeId: a!.id,
      }),
      200,
    );
    expect(now.stages.map((s) => s.name)).toEqual(['C', 'A', 'B']);
    now = expectStatus(
      await owner.patch<Process>(`/processes/${process.id}/stages/${c!.id}`, {
        name: 'Caixa',
        color: '#00ff00',
        wipLimit: null,
      }),
      200,
    );
    expect(now.stages[0]).toMatchObject({ name: 'Caixa', color: '#00ff00', wipLimit: null });
    expect(
      (await owner.patch(`/processes/${process.id}/stages/${c!.id}`, { wipLimit: 0 })).body,
    ).toMatchObject({ fields: { wipLimit: 'O limite deve ser de pelo menos 1 cartão.' } });

    expectStatus(
      await owner.post(`/processes/${process.id}/cards`, { title: 'X', stageId: a!.id }),
      201,
    );
    const occupied = await owner.del(`/processes/${process.id}/stages/${a!.id}`);
    expect(occupied.status).toBe(409);
    expect(occupied.body).toMatchObject({
      message: 'Mova os cartões da etapa "A" antes de excluí-la.',
    });
    now = expectStatus(await owner.del(`/processes/${process.id}/stages/${c!.id}`), 200);
    const b = now.stages.find((s) => s.name === 'B')!;
    now = expectStatus(await owner.del(`/processes/${process.id}/stages/${b.id}`), 200);
    expect(now.stages.map((s) => s.name)).toEqual(['A']);
    const other = expectStatus(
      await owner.post<Process>('/processes', { name: 'Q', stages: [{ name: 'Única' }] }),
      201,
    );
    const last = await owner.del(`/processes/${other.id}/stages/${other.stages[0]!.id}`);
    expect(last.body).toMatchObject({ message: 'Um processo precisa de pelo menos uma etapa.' });
    expectStatus(
      await owner.patch(`/processes/${process.id}/stages/${other.stages[0]!.id}`, { name: 'x' }),
      404,
    );
  });
});

describe('processes: cards', () => {
  it('creates, edits, moves through stages recording time in each, and deletes', async () => {
    const spy = vi.spyOn(clock, 'now').mockReturnValue(new Date('2025-03-10T12:00:00Z'));
    const owner = await newCaller(app, database);
    const process = expectStatus(
      await owner.post<Process>('/processes', { templateKey: 'content-production' }),
      201,
    );
    const [ideas, script, production] = process.stages;
    const card = expectStatus(
      await owner.post<Card>(`/processes/${process.id}/cards`, { title: 'Vídeo sobre GTD' }),
      201,
    );
    expect(card).toMatchObject({ stageId: ideas!.id, enteredStageAt: '2025-03-10T12:00:00.000Z' });
    expect(
      expectStatus(
        await owner.patch<Card>(`/cards/${card.id}`, { description: 'Roteiro curto' }),
        200,
      ),
    ).toMatchObject({ description: 'Roteiro curto' });

    spy.mockReturnValue(new Date('2025-03-11T12:00:00Z'));
    expect(
      expectStatus(await owner.post<Card>(`/cards/${card.id}/move`, { stageId: script!.id }), 200),
    ).toMatchObject({ stageId: script!.id, enteredStageAt: '2025-03-11T12:00:00.000Z' });
    spy.mockReturnValue(new Date('2025-03-11T18:00:00Z'));
    expectStatus(await owner.post(`/cards/${card.id}/move`, { stageId: production!.id }), 200);
    spy.mockReturnValue(new Date('2025-03-11T19:00:00Z'));
    expectStatus(await owner.post(`/cards/${card.id}/move`, { stageId: ideas!.id }), 200);
    spy.mockReturnValue(new Date('2025-03-11T21:30:00Z'));

    const detail = expectStatus(
      await owner.get<{ history: object[]; timeInStageMs: Record<string, number> }>(
        `/cards/${card.id}`,
      ),
      200,
    );
    expect(detail.history).toEqual([
      {
        stageId: ideas!.id,
        stageName: 'Ideias',
        enteredAt: '2025-03-10T12:00:00.000Z',
        leftAt: '2025-03-11T12:00:00.000Z',
        durationMs: 86_400_000,
      },
      {
        stageId: script!.id,
        stageName: 'Roteiro',
        enteredAt: '2025-03-11T12:00:00.000Z',
        leftAt: '2025-03-11T18:00:00.000Z',
        durationMs: 6 * 3_600_000,
      },
      {
        stageId: production!.id,
        stageName: 'Produção',
        enteredAt: '2025-03-11T18:00:00.000Z',
        leftAt: '2025-03-11T19:00:00.000Z',
        durationMs: 3_600_000,
      },
      {
        stageId: ideas!.id,
        stageName: 'Ideias',
        enteredAt: '2025-03-11T19:00:00.000Z',
        leftAt: null,
        durationMs: 2.5 * 3_600_000,
      },
    ]);
    expect(detail.timeInStageMs).toEqual({
      [ideas!.id]: 86_400_000 + 2.5 * 3_600_000,
      [script!.id]: 6 * 3_600_000,
      [production!.id]: 3_600_000,
    });

    expectStatus(await owner.del(`/cards/${card.id}`), 200);
    expectStatus(await owner.get(`/cards/${card.id}`), 404);
  });

  it('refuses to exceed a WIP limit (409 pt-BR) on creation and on moves; moving inside a full stage is fine', async () => {
    const owner = await newCaller(app, database);
    const process = expectStatus(
      await owner.post<Process>('/processes', {
        name: 'P',
        stages: [{ name: 'Entrada' }, { name: 'Negociação', wipLimit: 2 }],
      }),
      201,
    );
    const [inbox, deal] = process.stages;
    const x = expectStatus(
      await owner.post<Card>(`/processes/${process.id}/cards`, { title: 'X', stageId: deal!.id }),
      201,
    );
    const y = expectStatus(
      await owner.post<Card>(`/processes/${process.id}/cards`, { title: 'Y', stageId: deal!.id }),
      201,
    );
    const full = await owner.post(`/processes/${process.id}/cards`, {
      title: 'Z',
      stageId: deal!.id,
    });
    expect(full.status).toBe(409);
    expect(full.body).toEqual({
      message: 'A etapa "Negociação" atingiu o limite de 2 cartões (WIP).',
      code: 'conflict',
    });
    const z = expectStatus(
      await owner.post<Card>(`/processes/${process.id}/cards`, { title: 'Z' }),
      201,
    );
    expect(z.stageId).toBe(inbox!.id);
    expect((await owner.post(`/cards/${z.id}/move`, { stageId: deal!.id })).status).toBe(409);
    expect(expectStatus(await owner.get<Card>(`/cards/${z.id}`), 200).stageId).toBe(inbox!.id);
    // Reordering inside the full stage does not enter it.
    expectStatus(
      await owner.post(`/cards/${y.id}/move`, { stageId: deal!.id, beforeId: x.id }),
      200,
    );
    const page = expectStatus(
      await owner.get<{ items: Card[] }>(`/processes/${process.id}/cards?stageId=${deal!.id}`),
      200,
    );
    expect(page.items.map((c) => c.title)).toEqual(['Y', 'X']);
    // Concurrent entries never overshoot the limit.
    expectStatus(
      await owner.patch(`/processes/${process.id}/stages/${deal!.id}`, { wipLimit: 3 }),
      200,
    );
    const racers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        owner.post(`/processes/${process.id}/cards`, { title: `R${i}`, stageId: deal!.id }),
      ),
    );
    expect(racers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(racers.filter((r) => r.status === 409)).toHaveLength(4);
  });

  it('pages cards of all stages by stage then order', async () => {
    const owner = await newCaller(app, database);
    const process = expectStatus(
      await owner.post<Process>('/processes', {
        name: 'P',
        stages: [{ name: 'A' }, { name: 'B' }],
      }),
      201,
    );
    for (let i = 0; i < 7; i++)
      expectStatus(
        await owner.post(`/processes/${process.id}/cards`, {
          title: `C${i}`,
          stageId: process.stages[i % 2]!.id,
        }),
        201,
      );
    const seen: Card[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Card[]; nextCursor: string | null } = expectStatus(
        await owner.get(
          `/processes/${process.id}/cards?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        ),
        200,
      );
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen.map((c) => c.id)).size).toBe(7);
    const byStage = (id: string) => seen.filter((c) => c.stageId === id).map((c) => c.title);
    expect(byStage(process.stages[0]!.id)).toEqual(['C0', 'C2', 'C4', 'C6']);
    expect(byStage(process.stages[1]!.id)).toEqual(['C1', 'C3', 'C5']);
  });
});

describe('processes: roles and workspaces', () => {
  it('Editor moves cards but cannot create or delete processes or stages; Observador writes nothing', async () => {
    const owner = await newCaller(app, database);
    const editor = await joinAs(app, database, owner.workspaceId, 'editor');
    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    const process = expectStatus(
      await owner.post<Process>('/processes', { templateKey: 'sales-funnel' }),
      201,
    );
    const stage = process.stages[0]!;
    expectStatus(await editor.post('/processes', { templateKey: 'recruitment' }), 403);
    expectStatus(await editor.del(`/processes/${process.id}`), 403);
    expectStatus(await editor.post(`/processes/${process.id}/stages`, { name: 'Nova' }), 403);
    expectStatus(await editor.del(`/processes/${process.id}/stages/${stage.id}`), 403);
    const card = expectStatus(
      await editor.post<Card>(`/processes/${process.id}/cards`, { title: 'Lead' }),
      201,
    );
    expectStatus(
      await editor.post(`/cards/${card.id}/move`, { stageId: process.stages[1]!.id }),
      200,
    );
    for (const res of [
      await viewer.post('/processes', {}),
      await viewer.patch(`/processes/${process.id}`, {}),
      await viewer.post(`/processes/${process.id}/cards`, {}),
      await viewer.post(`/cards/${card.id}/move`, {}),
      await viewer.patch(`/cards/${card.id}`, {}),
      await viewer.del(`/cards/${card.id}`),
    ]) {
      expect(res.status).toBe(403);
    }
    expectStatus(await viewer.get(`/cards/${card.id}`), 200);
  });

  it("another workspace's processes and cards answer 404", async () => {
    const owner = await newCaller(app, database);
    const stranger = await newCaller(app, database);
    const process = expectStatus(
      await owner.post<Process>('/processes', { templateKey: 'sales-funnel' }),
      201,
    );
    const card = expectStatus(
      await owner.post<Card>(`/processes/${process.id}/cards`, { title: 'Segredo' }),
      201,
    );
    const mine = expectStatus(
      await stranger.post<Process>('/processes', { name: 'Meu', stages: [{ name: 'Só' }] }),
      201,
    );
    for (const res of [
      await stranger.get(`/processes/${process.id}`),
      await stranger.patch(`/processes/${process.id}`, { name: 'X' }),
      await stranger.del(`/processes/${process.id}`),
      await stranger.post(`/processes/${process.id}/stages`, { name: 'X' }),
      await stranger.get(`/processes/${process.id}/cards`),
      await stranger.post(`/processes/${process.id}/cards`, { title: 'X' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Processo não encontrado.' });
    }
    for (const res of [
      await stranger.get(`/cards/${card.id}`),
      await stranger.patch(`/cards/${card.id}`, { title: 'X' }),
      await stranger.post(`/cards/${card.id}/move`, { stageId: mine.stages[0]!.id }),
      await stranger.del(`/cards/${card.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Cartão não encontrado.' });
    }
    // Their own card cannot be moved into the other workspace's stage either.
    const own = expectStatus(
      await stranger.post<Card>(`/processes/${mine.id}/cards`, { title: 'Meu' }),
      201,
    );
    expect(
      (await stranger.post(`/cards/${own.id}/move`, { stageId: process.stages[1]!.id })).status,
    ).toBe(404);
  });
});
