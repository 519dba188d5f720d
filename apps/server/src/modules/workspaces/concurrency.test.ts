import { describe, expect, it } from 'vitest';
import { addMember, authTestApp, createKey, ownerWithWorkspace, type Caller } from '../../test/kit';
import { expectVersionedEdits } from '../../test/version-conflicts';

const app = await authTestApp();

/** The workspace routes' `call` as the version helper's caller (GET and PATCH under one base). */
function callerOf(
  call: Awaited<ReturnType<typeof ownerWithWorkspace>>['owner']['call'],
  base: string,
) {
  const answer = async (method: 'GET' | 'PATCH', url: string, body?: unknown) => {
    const res = await call(method, `${base}${url}`, body as object | undefined);
    return { status: res.statusCode, body: res.json() };
  };
  return {
    get: (url: string) => answer('GET', url),
    patch: (url: string, body?: unknown) => answer('PATCH', url, body),
  } as unknown as Caller;
}

describe('workspaces: concurrent edits of the same version, the second answers 409 with the current record', () => {
  it('workspace rename', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const caller = callerOf(owner.call, '/api/app/conta/contas');
    await expectVersionedEdits(caller, {
      path: `/${workspaceId}`,
      first: { name: 'Agência Norte' },
      second: { name: 'Agência Sul' },
    });
  });

  it('teams', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const created = await owner.call('POST', `/api/app/conta/contas/${workspaceId}/equipes`, {
      name: 'Suporte',
    });
    expect(created.statusCode).toBe(201);
    const caller = callerOf(owner.call, `/api/app/conta/contas/${workspaceId}/equipes`);
    await expectVersionedEdits(caller, {
      path: `/${created.json<{ id: string }>().id}`,
      first: { name: 'Atendimento' },
      second: { name: 'Relacionamento' },
    });
  });

  it('member role (read from the member list; a stale role change is not applied)', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const editor = await addMember(app, owner, workspaceId, 'editor');
    const caller = callerOf(owner.call, `/api/app/conta/contas/${workspaceId}/membros`);
    const pick = (answer: unknown) => {
      const found = Array.isArray(answer)
        ? (answer as { userId: string }[]).find((m) => m.userId === editor.userId)
        : (answer as { userId: string });
      return { ...found, id: found?.userId };
    };
    await expectVersionedEdits(caller, {
      path: `/${editor.userId}`,
      read: '',
      pick,
      first: { role: 'creator' },
      second: { role: 'viewer' },
    });
  });

  it('a role the member already has, sent on a stale version, still answers 409', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const editor = await addMember(app, owner, workspaceId, 'editor');
    const url = `/api/app/conta/contas/${workspaceId}/membros/${editor.userId}`;
    expect((await owner.call('PATCH', url, { role: 'creator', version: 1 })).statusCode).toBe(200);
    const stale = await owner.call('PATCH', url, { role: 'creator', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { role: 'creator', version: 2 } });
  });

  it('ownership transfer moves both memberships’ versions', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const admin = await addMember(app, owner, workspaceId, 'admin');
    const base = `/api/app/conta/contas/${workspaceId}`;
    const transfer = await owner.call('POST', `${base}/transferencia`, { userId: admin.userId });
    expect(transfer.statusCode, transfer.body).toBeLessThan(300);
    const members = (await owner.call('GET', `${base}/membros`)).json<
      { userId: string; version: number }[]
    >();
    expect(members.map((m) => m.version)).toEqual([2, 2]);
  });

  it('API key', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const { key } = await createKey(owner, workspaceId);
    const caller = callerOf(owner.call, `/api/app/conta/contas/${workspaceId}/chaves`);
    await expectVersionedEdits(caller, {
      path: `/${key.id}`,
      first: { name: 'Integração ERP', allowedIps: ['10.0.0.1'] },
      second: { name: 'Integração CRM', allowedIps: [] },
    });
  });
});
