import { describe, expect, it, vi } from 'vitest';
import { addMember, authTestApp, ownerWithWorkspace } from '../../test/kit';

const app = await authTestApp();
const url = (ws: string, rest = '') => `/api/app/conta/contas/${ws}${rest}`;

describe('members and roles', () => {
  it('lists members with role and teams, to every member', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const viewer = await addMember(app, owner, workspaceId, 'viewer', { name: 'Vera Vista' });
    const res = await viewer.call('GET', url(workspaceId, '/membros'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ userId: owner.userId, role: 'owner', teams: [] }),
      expect.objectContaining({
        userId: viewer.userId,
        role: 'viewer',
        name: 'Vera Vista',
        email: viewer.email,
      }),
    ]);
  });

  it('a role change takes effect on the very next request (the role is read from the database)', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const member = await addMember(app, owner, workspaceId, 'admin');
    const team = () =>
      member.call('POST', url(workspaceId, '/equipes'), { name: `Equipe ${Math.random()}` });
    expect((await team()).statusCode).toBe(201);

    expect(
      (await owner.call('PATCH', url(workspaceId, `/membros/${member.userId}`), { role: 'viewer' }))
        .statusCode,
    ).toBe(200);
    // Same access token as before: no new sign-in, and the Admin rights are gone.
    expect((await team()).statusCode).toBe(403);
    expect((await member.call('GET', url(workspaceId))).json().role).toBe('viewer');

    expect(
      (await owner.call('PATCH', url(workspaceId, `/membros/${member.userId}`), { role: 'admin' }))
        .statusCode,
    ).toBe(200);
    expect((await team()).statusCode).toBe(201);
  });

  it('protects the Principal: never removed, demoted or made by a role change', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const admin = await addMember(app, owner, workspaceId, 'admin');
    const demote = await admin.call('PATCH', url(workspaceId, `/membros/${owner.userId}`), {
      role: 'viewer',
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.json()).toMatchObject({ code: 'workspace.owner_protected' });
    expect(
      (await admin.call('DELETE', url(workspaceId, `/membros/${owner.userId}`))).statusCode,
    ).toBe(403);
    expect(
      (await owner.call('PATCH', url(workspaceId, `/membros/${owner.userId}`), { role: 'admin' }))
        .statusCode,
    ).toBe(403);
    const makeOwner = await owner.call('PATCH', url(workspaceId, `/membros/${admin.userId}`), {
      role: 'owner',
    });
    expect(makeOwner.statusCode).toBe(400);
    expect(makeOwner.json().fields).toEqual({ role: 'Escolha um papel válido.' });
    const members = (await owner.call('GET', url(workspaceId, '/membros'))).json<
      { role: string }[]
    >();
    expect(members.filter((m) => m.role === 'owner')).toHaveLength(1);
  });

  it('nobody grants a role above their own, nor changes someone above them', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const admin = await addMember(app, owner, workspaceId, 'admin');
    const creator = await addMember(app, owner, workspaceId, 'creator');
    const editor = await addMember(app, owner, workspaceId, 'editor');
    // Editors are not Admins at all.
    expect(
      (
        await editor.call('PATCH', url(workspaceId, `/membros/${creator.userId}`), {
          role: 'viewer',
        })
      ).statusCode,
    ).toBe(403);
    // Demote the admin to creator and check they can no longer manage anyone.
    expect(
      (await owner.call('PATCH', url(workspaceId, `/membros/${admin.userId}`), { role: 'creator' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await admin.call('PATCH', url(workspaceId, `/membros/${editor.userId}`), {
          role: 'creator',
        })
      ).statusCode,
    ).toBe(403);
    // A second admin may promote up to admin, but not beyond.
    const admin2 = await addMember(app, owner, workspaceId, 'admin');
    expect(
      (await admin2.call('PATCH', url(workspaceId, `/membros/${editor.userId}`), { role: 'admin' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin2.call('DELETE', url(workspaceId, `/membros/${editor.userId}`))).statusCode,
    ).toBe(204);
    expect((await editor.call('GET', url(workspaceId))).statusCode).toBe(404);
  });

  it('removing someone takes them out of teams, their responsibility and their keys', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const admin = await addMember(app, owner, workspaceId, 'admin');
    const team = (
      await owner.call('POST', url(workspaceId, '/equipes'), {
        name: 'Vendas',
        responsibleUserId: admin.userId,
      })
    ).json<{ id: string }>();
    const key = (
      await admin.call('POST', url(workspaceId, '/chaves'), { name: 'Robô', role: 'viewer' })
    ).json<{ key: { id: string }; secret: string }>();
    const keyCall = () =>
      app.inject({
        url: url(workspaceId, '/membros'),
        headers: { authorization: `Bearer ${key.secret}` },
      });
    expect((await keyCall()).statusCode).toBe(200);

    expect(
      (await owner.call('DELETE', url(workspaceId, `/membros/${admin.userId}`))).statusCode,
    ).toBe(204);
    const after = (await owner.call('GET', url(workspaceId, `/equipes/${team.id}`))).json();
    expect(after).toMatchObject({ responsible: null, members: [] });
    expect((await keyCall()).statusCode).toBe(401);
    expect((await owner.call('GET', url(workspaceId, `/chaves/${key.key.id}`))).json().status).toBe(
      'revoked',
    );
  });

  it('publishes membership changes over realtime after they commit (not when refused)', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const member = await addMember(app, owner, workspaceId, 'editor');
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      expect(
        (
          await member.call('PATCH', url(workspaceId, `/membros/${owner.userId}`), {
            role: 'viewer',
          })
        ).statusCode,
      ).toBe(403);
      expect(publish).not.toHaveBeenCalled();
      await owner.call('PATCH', url(workspaceId, `/membros/${member.userId}`), { role: 'viewer' });
      expect(publish).toHaveBeenCalledWith({
        type: 'updated',
        entity: 'membership',
        workspaceId,
        id: member.userId,
        data: { userId: member.userId, role: 'viewer' },
        origin: null,
      });
      await owner.call('DELETE', url(workspaceId, `/membros/${member.userId}`));
      expect(publish).toHaveBeenLastCalledWith({
        type: 'deleted',
        entity: 'membership',
        workspaceId,
        id: member.userId,
        data: { userId: member.userId, role: null },
        origin: null,
      });
    } finally {
      publish.mockRestore();
    }
  });
});
