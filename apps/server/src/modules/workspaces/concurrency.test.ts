import { describe, expect, it } from 'vitest';
import { authTestApp, ownerWithWorkspace, type Caller } from '../../test/kit';
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
});
