import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../platform/clock';
import { type Caller, expectStatus, testApp, testDatabase } from '../../../test/kit';
import { joinAs, newCaller } from '../testing';

const database = testDatabase();
const app = await testApp();
afterEach(() => vi.restoreAllMocks());

type Item = {
  id: string;
  code: string;
  content: string;
  stage: string;
  dueAt: string | null;
  priority: string | null;
  size: string | null;
  tags: string[];
  urgent: boolean;
  someday: boolean;
  processedAt: string | null;
};
type Page = { items: Item[]; nextCursor: string | null };

const capture = async (caller: Caller, body: object) =>
  expectStatus(await caller.post<Item>('/items', body), 201);

describe('inbox: capture and CRUD', () => {
  it('numbers items per workspace and reads pt-BR shorthand on the server (São Paulo clock)', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2025-03-12T13:00:00Z'));
    const owner = await newCaller(app, database);
    const item = await capture(owner, { content: 'Ligar para Ana amanhã 18h #clientes !alta ~P' });
    expect(item).toMatchObject({
      code: 'IN-0001',
      content: 'Ligar para Ana',
      stage: 'collected',
      dueAt: '2025-03-13T21:00:00.000Z',
      priority: 'high',
      size: 'P',
      tags: ['clientes'],
      urgent: false,
      someday: false,
      processedAt: null,
    });
    // Explicit fields win; `parse: false` keeps the text as typed.
    const explicit = await capture(owner, {
      content: 'Pagar conta sexta !baixa',
      priority: 'critical',
      tags: ['casa'],
    });
    expect(explicit).toMatchObject({
      code: 'IN-0002',
      content: 'Pagar conta',
      priority: 'critical',
      tags: ['casa'],
      dueAt: '2025-03-15T02:59:00.000Z',
    });
    const raw = await capture(owner, { content: 'Texto #literal amanhã', parse: false });
    expect(raw).toMatchObject({ content: 'Texto #literal amanhã', tags: [], dueAt: null });
    // Only markers: the text stays as typed.
    expect((await capture(owner, { content: '#ideia' })).content).toBe('#ideia');
    // Numbers are per workspace.
    expect((await capture(await newCaller(app, database), { content: 'Outra conta' })).code).toBe(
      'IN-0001',
    );
  });

  it('saves the preview as sent (an undone part is not read again); numbers stay text', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2025-03-12T13:00:00Z'));
    const owner = await newCaller(app, database);
    // The person undid "amanhã" in the preview: the client sends its reading, parse: false.
    const undone = { parse: false, dueAt: null, priority: null, size: null, tags: [] };
    expect(await capture(owner, { content: 'Ler 10 páginas amanhã', ...undone })).toMatchObject({
      content: 'Ler 10 páginas amanhã',
      dueAt: null,
      tags: [],
    });
    // The day undone, the hour kept: the instant the preview showed, the text as it showed it.
    expect(
      await capture(owner, {
        content: 'Ler 10 páginas amanhã #leitura',
        parse: false,
        dueAt: '2025-03-12T21:00:00.000Z',
        tags: ['leitura'],
      }),
    ).toMatchObject({
      content: 'Ler 10 páginas amanhã #leitura',
      dueAt: '2025-03-12T21:00:00.000Z',
      tags: ['leitura'],
    });
    // A client that lets the server read the text: a number followed by a word is no time.
    expect(await capture(owner, { content: 'Ler 10 páginas' })).toMatchObject({
      content: 'Ler 10 páginas',
      dueAt: null,
    });
    expect(await capture(owner, { content: 'Reunião próxima segunda 9h30' })).toMatchObject({
      content: 'Reunião',
      dueAt: '2025-03-17T12:30:00.000Z',
    });
  });

  it('gives 30 concurrent captures 30 different codes', async () => {
    const owner = await newCaller(app, database);
    const codes = (
      await Promise.all(
        Array.from({ length: 30 }, (_, i) => owner.post<Item>('/items', { content: `Ideia ${i}` })),
      )
    ).map((a) => expectStatus(a, 201).code);
    expect(new Set(codes).size).toBe(30);
  });

  it('reads, organizes and deletes an item', async () => {
    const owner = await newCaller(app, database);
    const item = await capture(owner, { content: 'Comprar café' });
    expect(expectStatus(await owner.get<Item>(`/items/${item.id}`), 200)).toEqual(item);
    const organized = expectStatus(
      await owner.patch<Item>(`/items/${item.id}`, {
        content: 'Comprar café especial',
        dueAt: '2030-01-01T10:00:00-03:00',
        priority: 'medium',
        size: 'PP',
        tags: ['casa'],
        someday: true,
      }),
      200,
    );
    expect(organized).toMatchObject({
      content: 'Comprar café especial',
      dueAt: '2030-01-01T13:00:00.000Z',
      priority: 'medium',
      size: 'PP',
      tags: ['casa'],
      someday: true,
    });
    expect(
      expectStatus(
        await owner.patch<Item>(`/items/${item.id}`, { dueAt: null, priority: null }),
        200,
      ),
    ).toMatchObject({ dueAt: null, priority: null });
    const bad = await owner.patch(`/items/${item.id}`, { content: '', stage: 'archived' });
    expect(bad.body).toMatchObject({
      fields: { content: 'Escreva o item.', stage: 'Campo desconhecido: stage.' },
    });
    expectStatus(await owner.del(`/items/${item.id}`), 200);
    expectStatus(await owner.get(`/items/${item.id}`), 404);
  });
});

describe('inbox: listing', () => {
  it('shows urgent items first (due within 24 h, overdue included), then oldest first, across pages', async () => {
    const now = new Date('2025-03-12T13:00:00Z');
    const spy = vi.spyOn(clock, 'now');
    const owner = await newCaller(app, database);
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    const add = async (content: string, createdMinutes: number, dueAt?: Date) => {
      spy.mockReturnValue(at(createdMinutes));
      return capture(owner, {
        content,
        parse: false,
        ...(dueAt ? { dueAt: dueAt.toISOString() } : {}),
      });
    };
    const old = await add('antigo', -300);
    const later = await add('vence em 30 h', -200, at(30 * 60));
    const soon = await add('vence em 2 h', -100, at(120));
    const overdue = await add('atrasado', -50, at(-60));
    const fresh = await add('recente', -10);
    spy.mockReturnValue(now);

    const seen: Item[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = expectStatus(
        await owner.get<Page>(`/items?limit=2${cursor ? `&cursor=${cursor}` : ''}`),
        200,
      );
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((i) => i.content)).toEqual([
      'atrasado',
      'vence em 2 h',
      'antigo',
      'vence em 30 h',
      'recente',
    ]);
    expect(seen.map((i) => i.urgent)).toEqual([true, true, false, false, false]);

    expect(
      expectStatus(await owner.get<Page>('/items?urgent=true'), 200).items.map((i) => i.id),
    ).toEqual([overdue.id, soon.id]);
    expect(
      expectStatus(await owner.get<Page>('/items?urgent=false'), 200).items.map((i) => i.id),
    ).toEqual([old.id, later.id, fresh.id]);
    expect(expectStatus(await owner.get<Page>('/items?q=VENCE'), 200).items).toHaveLength(2);
    expectStatus(await owner.post(`/items/${soon.id}/archive`), 200);
    expect(expectStatus(await owner.get<Page>('/items?stage=archived'), 200).items).toMatchObject([
      { id: soon.id, urgent: false },
    ]);
    expect(expectStatus(await owner.get<Page>('/items'), 200).items.map((i) => i.id)).not.toContain(
      soon.id,
    );
  });

  it('filters by tags (all of them) and someday', async () => {
    const owner = await newCaller(app, database);
    const both = await capture(owner, { content: 'a #casa #urgente' });
    await capture(owner, { content: 'b #casa' });
    const later = await capture(owner, { content: 'c' });
    expectStatus(await owner.patch(`/items/${later.id}`, { someday: true }), 200);
    expect(
      expectStatus(await owner.get<Page>('/items?tags=casa,urgente'), 200).items.map((i) => i.id),
    ).toEqual([both.id]);
    expect(expectStatus(await owner.get<Page>('/items?tags=casa'), 200).items).toHaveLength(2);
    expect(
      expectStatus(await owner.get<Page>('/items?someday=true'), 200).items.map((i) => i.id),
    ).toEqual([later.id]);
    expect(expectStatus(await owner.get<Page>('/items?someday=false'), 200).items).toHaveLength(2);
    expectStatus(await owner.get('/items?stage=lixo'), 400);
  });
});

describe('inbox: stage transitions', () => {
  it('separates, cancels, archives and restores; refuses the rest with 409 in pt-BR', async () => {
    const owner = await newCaller(app, database);
    const item = await capture(owner, { content: 'Ideia' });
    expect(expectStatus(await owner.post<Item>(`/items/${item.id}/separate`), 200)).toMatchObject({
      stage: 'separated',
      processedAt: null,
    });
    const again = await owner.post(`/items/${item.id}/separate`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: `O item ${item.code} não pode ser separado: ele está "Separado".`,
      code: 'conflict',
    });
    const archived = expectStatus(await owner.post<Item>(`/items/${item.id}/archive`), 200);
    expect(archived.stage).toBe('archived');
    expect(archived.processedAt).not.toBeNull();
    expect((await owner.post(`/items/${item.id}/cancel`)).body).toMatchObject({
      message: `O item ${item.code} não pode ser cancelado: ele está "Arquivado".`,
    });
    expect(expectStatus(await owner.post<Item>(`/items/${item.id}/restore`), 200)).toMatchObject({
      stage: 'collected',
      processedAt: null,
    });
    expect((await owner.post(`/items/${item.id}/restore`)).body).toMatchObject({
      message: `O item ${item.code} não pode ser devolvido à caixa de entrada: ele está "Coletado".`,
    });
    expect(expectStatus(await owner.post<Item>(`/items/${item.id}/cancel`), 200).stage).toBe(
      'canceled',
    );
    expect((await owner.post(`/items/${item.id}/separate`)).status).toBe(409);
  });

  it('bulk: all or nothing', async () => {
    const owner = await newCaller(app, database);
    const [a, b, c] = [
      await capture(owner, { content: 'a' }),
      await capture(owner, { content: 'b' }),
      await capture(owner, { content: 'c' }),
    ];
    expectStatus(await owner.post(`/items/${c!.id}/cancel`), 200);
    const refused = await owner.post('/items/bulk', {
      action: 'separate',
      ids: [a!.id, b!.id, c!.id],
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: `O item ${c!.code} não pode ser separado: ele está "Cancelado".`,
    });
    expect(expectStatus(await owner.get<Item>(`/items/${a!.id}`), 200).stage).toBe('collected');

    const stranger = await newCaller(app, database);
    const foreign = await capture(stranger, { content: 'de outra conta' });
    const missing = await owner.post('/items/bulk', {
      action: 'archive',
      ids: [a!.id, foreign.id],
    });
    expect(missing.status).toBe(404);
    expect(expectStatus(await owner.get<Item>(`/items/${a!.id}`), 200).stage).toBe('collected');
    expect(expectStatus(await stranger.get<Item>(`/items/${foreign.id}`), 200).stage).toBe(
      'collected',
    );

    const done = expectStatus(
      await owner.post<{ items: Item[] }>('/items/bulk', {
        action: 'separate',
        ids: [b!.id, a!.id, a!.id],
      }),
      200,
    );
    expect(done.items.map((i) => [i.code, i.stage])).toEqual([
      [a!.code, 'separated'],
      [b!.code, 'separated'],
    ]);
    const archived = expectStatus(
      await owner.post<{ items: Item[] }>('/items/bulk', {
        action: 'archive',
        ids: [a!.id, b!.id],
      }),
      200,
    );
    expect(archived.items.every((i) => i.stage === 'archived' && i.processedAt)).toBe(true);
    expect((await owner.post('/items/bulk', { action: 'restore', ids: [a!.id] })).status).toBe(400);
    expect((await owner.post('/items/bulk', { action: 'archive', ids: [] })).body).toMatchObject({
      fields: { ids: 'Selecione ao menos um item.' },
    });
  });
});

describe('inbox: roles and workspaces', () => {
  it("another workspace's item answers 404; Observador reads but cannot write", async () => {
    const owner = await newCaller(app, database);
    const stranger = await newCaller(app, database);
    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    const editor = await joinAs(app, database, owner.workspaceId, 'editor');
    const item = await capture(owner, { content: 'Meu item' });
    for (const res of [
      await stranger.get(`/items/${item.id}`),
      await stranger.patch(`/items/${item.id}`, { content: 'x' }),
      await stranger.del(`/items/${item.id}`),
      await stranger.post(`/items/${item.id}/separate`),
      await stranger.post(`/items/${item.id}/process`, { action: 'trash' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Item não encontrado.', code: 'not_found' });
    }
    expect(expectStatus(await stranger.get<Page>('/items'), 200).items).toEqual([]);
    expectStatus(await viewer.get(`/items/${item.id}`), 200);
    expectStatus(await viewer.get('/inbox/summary'), 200);
    for (const res of [
      await viewer.post('/items', {}),
      await viewer.post('/items/bulk', {}),
      await viewer.patch(`/items/${item.id}`, {}),
      await viewer.post(`/items/${item.id}/archive`),
      await viewer.post(`/items/${item.id}/process`, {}),
      await viewer.del(`/items/${item.id}`),
    ]) {
      expect(res.status).toBe(403);
    }
    expectStatus(await editor.post(`/items/${item.id}/separate`), 200);
  });
});
