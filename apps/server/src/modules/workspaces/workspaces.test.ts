import { describe, expect, it } from 'vitest';
import { addMember, authTestApp, ownerWithWorkspace, person } from '../../test/kit';

const app = await authTestApp();

describe('workspaces', () => {
  it('lets creators and organizations create workspaces, and refuses other account types in pt-BR', async () => {
    const tourist = await person(app, { accountType: 'tourist' });
    const refused = await tourist.call('POST', '/api/app/conta/contas', { name: 'Minha empresa' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'workspace.account_type',
      message: expect.stringContaining('Criador ou Organização'),
    });
    const undecided = await person(app, { accountType: null });
    expect((await undecided.call('POST', '/api/app/conta/contas', { name: 'X' })).statusCode).toBe(
      403,
    );

    const org = await person(app, { accountType: 'organization' });
    const created = await org.call('POST', '/api/app/conta/contas', { name: '  Empresa Ltda  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Empresa Ltda',
      kind: 'shared',
      role: 'owner',
      memberCount: 1,
      current: false,
    });
    const mine = (await org.call('GET', '/api/app/conta/contas')).json<
      { id: string; kind: string; current: boolean }[]
    >();
    expect(mine.map((w) => w.kind)).toEqual(['personal', 'shared']);
    expect(mine.find((w) => w.current)?.id).toBe(org.personalWorkspaceId);
  });

  it('validates the name with field messages', async () => {
    const { owner } = await ownerWithWorkspace(app);
    const res = await owner.call('POST', '/api/app/conta/contas', { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: 'Informe o nome da conta.' });
    const broken = await owner.call('POST', '/api/app/conta/contas', { name: 'a\nb' });
    expect(broken.json().fields.name).toMatch(/quebras de linha/);
  });

  it('switches the current workspace, remembered on the server (no new sign-in)', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const switched = await owner.call('PUT', `/api/app/conta/contas/${workspaceId}/atual`);
    expect(switched.json()).toEqual({ workspaceId });
    const state = await owner.call('GET', '/api/auth/app');
    expect(state.json()).toMatchObject({ workspaceId, role: 'owner' });
    const stranger = await person(app);
    expect(
      (await stranger.call('PUT', `/api/app/conta/contas/${workspaceId}/atual`)).statusCode,
    ).toBe(404);
  });

  it('renames (Admin), and only the owner deletes, with the typed name; the personal workspace stays', async () => {
    const { owner, workspaceId, workspaceName } = await ownerWithWorkspace(app);
    const admin = await addMember(app, owner, workspaceId, 'admin');
    const renamed = await admin.call('PATCH', `/api/app/conta/contas/${workspaceId}`, {
      name: 'Nome Novo',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Nome Novo',
      role: 'admin',
      owner: { userId: owner.userId },
    });

    expect(
      (
        await admin.call('DELETE', `/api/app/conta/contas/${workspaceId}`, {
          confirmName: 'Nome Novo',
        })
      ).statusCode,
    ).toBe(403);
    const wrong = await owner.call('DELETE', `/api/app/conta/contas/${workspaceId}`, {
      confirmName: workspaceName,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'workspace.confirm_name',
      fields: { confirmName: 'O nome digitado não confere com o nome da conta.' },
    });
    const personal = await owner.call(
      'DELETE',
      `/api/app/conta/contas/${owner.personalWorkspaceId}`,
      { confirmName: 'Espaço de Olga' },
    );
    expect(personal.statusCode).toBe(409);
    expect(personal.json().message).toBe('A conta pessoal não pode ser excluída.');

    await admin.call('PUT', `/api/app/conta/contas/${workspaceId}/atual`);
    expect(
      (
        await owner.call('DELETE', `/api/app/conta/contas/${workspaceId}`, {
          confirmName: 'Nome Novo',
        })
      ).statusCode,
    ).toBe(204);
    expect((await owner.call('GET', `/api/app/conta/contas/${workspaceId}`)).statusCode).toBe(404);
    // The admin, who was in it, is moved back to their personal workspace at once.
    expect((await admin.call('GET', '/api/auth/app')).json().workspaceId).toBe(
      admin.personalWorkspaceId,
    );
  });

  it('transfers ownership to a member: they become Principal, the old owner Admin', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const editor = await addMember(app, owner, workspaceId, 'editor');
    const outsider = await person(app);
    expect(
      (
        await owner.call('POST', `/api/app/conta/contas/${workspaceId}/transferencia`, {
          userId: outsider.userId,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await owner.call('POST', `/api/app/conta/contas/${workspaceId}/transferencia`, {
          userId: owner.userId,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await editor.call('POST', `/api/app/conta/contas/${workspaceId}/transferencia`, {
          userId: editor.userId,
        })
      ).statusCode,
    ).toBe(403);
    const res = await owner.call('POST', `/api/app/conta/contas/${workspaceId}/transferencia`, {
      userId: editor.userId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', owner: { userId: editor.userId } });
    const members = (await editor.call('GET', `/api/app/conta/contas/${workspaceId}/membros`)).json<
      { userId: string; role: string }[]
    >();
    expect(Object.fromEntries(members.map((m) => [m.userId, m.role]))).toEqual({
      [editor.userId]: 'owner',
      [owner.userId]: 'admin',
    });
    const personal = await owner.call(
      'POST',
      `/api/app/conta/contas/${owner.personalWorkspaceId}/transferencia`,
      { userId: editor.userId },
    );
    expect(personal.statusCode).toBe(409);
  });

  it('lets members leave, but not the owner', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const viewer = await addMember(app, owner, workspaceId, 'viewer');
    const ownerLeaves = await owner.call('POST', `/api/app/conta/contas/${workspaceId}/saida`);
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.json().message).toMatch(/Transfira a posse/);
    expect(
      (await viewer.call('POST', `/api/app/conta/contas/${workspaceId}/saida`)).statusCode,
    ).toBe(204);
    expect((await viewer.call('GET', `/api/app/conta/contas/${workspaceId}`)).statusCode).toBe(404);
  });
});
