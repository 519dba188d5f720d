import { randomUUID } from 'node:crypto';
import { TAB_HEADER, type DomainEventName, type Role } from '@orbita/contracts';
import type { CodexItem, CodexItemPage } from '@orbita/contracts/codex';
import { describe, expect, it, vi } from 'vitest';
import { signAccessToken } from '../../platform/auth';
import { authSessions, memberships, users } from '../../platform/identity/schema';
import { createMember, testApp, testDatabase } from '../../test/kit';

const app = await testApp();
const database = testDatabase();
const base = '/api/app/codex/codex';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A signed-in member of `workspaceId` (a new workspace of their own when none is given). */
async function signedIn(role: Role, workspaceId?: string) {
  let userId: string;
  if (workspaceId) {
    const [user] = await database.db
      .insert(users)
      .values({
        name: 'Colega',
        email: `c-${randomUUID()}@exemplo.com.br`,
        currentWorkspaceId: workspaceId,
      })
      .returning();
    await database.db.insert(memberships).values({ workspaceId, userId: user!.id, role });
    userId = user!.id;
  } else {
    const made = await createMember(database, role);
    userId = made.user.id;
    workspaceId = made.workspace.id;
  }
  const [session] = await database.db
    .insert(authSessions)
    .values({ userId, clientType: 'mobile', expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  const token = await signAccessToken(
    (await app.authKeys()).access,
    { userId, sessionId: session!.id },
    3600,
  );
  const headers = { authorization: `Bearer ${token}`, 'x-workspace-id': workspaceId };
  const call = async (method: Method, path = '', payload?: object, extra = {}) => {
    const res = await app.inject({
      method,
      url: `${base}${path}`,
      headers: { ...headers, ...extra },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  return { userId, workspaceId, call };
}

describe('codex items', () => {
  it('creates, lists, reads, changes and deletes an item of the workspace', async () => {
    const owner = await signedIn('owner');
    const created = await owner.call('POST', '', { name: '  Primeiro item  ' });
    expect(created.status).toBe(201);
    const item = created.body as CodexItem;
    expect(item).toMatchObject({ name: 'Primeiro item' });
    await owner.call('POST', '', { name: 'Segundo item' });

    const page = (await owner.call('GET', '?limit=1')).body as CodexItemPage;
    expect(page.items.map((i) => i.name)).toEqual(['Segundo item']);
    const rest = (await owner.call('GET', `?cursor=${page.nextCursor}`)).body as CodexItemPage;
    expect(rest).toEqual({ items: [item], nextCursor: null });

    expect((await owner.call('GET', `/${item.id}`)).body).toEqual(item);
    const changed = await owner.call('PATCH', `/${item.id}`, { name: 'Item renomeado' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: item.id, name: 'Item renomeado' });

    expect((await owner.call('DELETE', `/${item.id}`)).status).toBe(204);
    expect((await owner.call('GET', `/${item.id}`)).status).toBe(404);
  });

  it('refuses an empty name with a pt-BR message on the field', async () => {
    const owner = await signedIn('owner');
    const refused = await owner.call('POST', '', { name: '   ' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fields: { name: 'Informe o nome.' } });
  });

  it("answers 404 for another workspace's item, exactly like a missing one", async () => {
    const owner = await signedIn('owner');
    const outsider = await signedIn('owner');
    const item = (await owner.call('POST', '', { name: 'Só desta conta' })).body as CodexItem;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { name: 'Invadido' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await outsider.call(method, `/${item.id}`, payload);
      expect(res, method).toMatchObject({ status: 404, body: { message: 'Item não encontrado.' } });
    }
    expect((await outsider.call('GET')).body).toEqual({ items: [], nextCursor: null });
    expect((await owner.call('GET', `/${item.id}`)).body).toEqual(item);
  });

  it('lets an Observador read but refuses every write (403)', async () => {
    const owner = await signedIn('owner');
    const viewer = await signedIn('viewer', owner.workspaceId);
    const item = (await owner.call('POST', '', { name: 'Para ler' })).body as CodexItem;
    expect((await viewer.call('GET')).body.items).toEqual([item]);
    expect((await viewer.call('POST', '', { name: 'Não pode' })).status).toBe(403);
    expect((await viewer.call('PATCH', `/${item.id}`, { name: 'Não pode' })).status).toBe(403);
    expect((await viewer.call('DELETE', `/${item.id}`)).status).toBe(403);
  });

  it('each write emits its event and publishes with the asking tab as origin', async () => {
    const owner = await signedIn('owner');
    const tab = { [TAB_HEADER]: randomUUID() };
    const seen: { name: DomainEventName; actorId: string | null; origin: string | null }[] = [];
    const off = app.ctx.events.onAny(({ name, payload }, ctx) => {
      if (payload.workspaceId === owner.workspaceId)
        seen.push({ name, actorId: payload.actorId, origin: ctx.origin ?? null });
    });
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      const item = (await owner.call('POST', '', { name: 'Ao vivo' }, tab)).body as CodexItem;
      await owner.call('PATCH', `/${item.id}`, { name: 'Ao vivo 2' }, tab);
      await owner.call('DELETE', `/${item.id}`, undefined, tab);

      const origin = tab[TAB_HEADER];
      expect(seen).toEqual(
        ['created', 'updated', 'deleted'].map((verb) => ({
          name: `codex.item.${verb}`,
          actorId: owner.userId,
          origin,
        })),
      );
      const messages = publish.mock.calls
        .map(([message]) => message)
        .filter((m) => m.workspaceId === owner.workspaceId);
      expect(messages.map((m) => [m.type, m.entity, m.id, m.origin])).toEqual([
        ['created', 'codex', item.id, origin],
        ['updated', 'codex', item.id, origin],
        ['deleted', 'codex', item.id, origin],
      ]);
      expect(messages[1]!.data).toMatchObject({ id: item.id, name: 'Ao vivo 2' });
    } finally {
      off();
      publish.mockRestore();
    }
  });
});
