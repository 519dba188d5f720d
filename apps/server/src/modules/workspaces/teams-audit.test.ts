import { describe, expect, it } from 'vitest';
import { addMember, authTestApp, createKey, ownerWithWorkspace, uniqueEmail } from '../../test/kit';

const app = await authTestApp();
const url = (ws: string, rest = '') => `/api/app/conta/contas/${ws}${rest}`;

describe('teams', () => {
  it('creates, edits and deletes teams of members only (Admin); everyone reads them', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const ana = await addMember(app, owner, workspaceId, 'editor', { name: 'Ana' });
    const bia = await addMember(app, owner, workspaceId, 'viewer', { name: 'Bia' });
    const created = await owner.call('POST', url(workspaceId, '/equipes'), {
      name: 'Suporte',
      responsibleUserId: ana.userId,
      memberIds: [bia.userId],
    });
    expect(created.statusCode).toBe(201);
    const team = created.json();
    // The responsible member is in the team too.
    expect(team).toMatchObject({
      name: 'Suporte',
      responsible: { userId: ana.userId, name: 'Ana' },
      members: [{ name: 'Ana' }, { name: 'Bia' }],
    });

    expect(
      (await owner.call('POST', url(workspaceId, '/equipes'), { name: 'suporte' })).json().message,
    ).toBe('Já existe uma equipe com este nome.');
    const stranger = (await addMember(app, owner, owner.personalWorkspaceId, 'viewer')).userId;
    const outside = await owner.call('POST', url(workspaceId, '/equipes'), {
      name: 'Fora',
      memberIds: [stranger],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toEqual({ memberIds: 'Escolha apenas membros desta conta.' });
    expect(
      (await ana.call('POST', url(workspaceId, '/equipes'), { name: 'Nova' })).statusCode,
    ).toBe(403);

    const edited = await owner.call('PATCH', url(workspaceId, `/equipes/${team.id}`), {
      name: 'Atendimento',
      responsibleUserId: null,
      memberIds: [bia.userId],
    });
    expect(edited.json()).toMatchObject({
      name: 'Atendimento',
      responsible: null,
      members: [{ name: 'Bia' }],
    });
    expect((await bia.call('GET', url(workspaceId, '/equipes'))).json()).toHaveLength(1);
    expect((await owner.call('DELETE', url(workspaceId, `/equipes/${team.id}`))).statusCode).toBe(
      204,
    );
    expect((await owner.call('GET', url(workspaceId, `/equipes/${team.id}`))).statusCode).toBe(404);
  });
});

describe('audit log', () => {
  it('records membership, role, invite, key, team and workspace changes with who and what, for Admins', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const editor = await addMember(app, owner, workspaceId, 'editor', { name: 'Edu' });
    await owner.call('PATCH', url(workspaceId, `/membros/${editor.userId}`), { role: 'creator' });
    await owner.call('PATCH', url(workspaceId), { name: 'Renomeada' });
    const key = await createKey(owner, workspaceId, { name: 'CI' });
    await owner.call('POST', url(workspaceId, `/chaves/${key.key.id}/rotacao`));
    await owner.call('DELETE', url(workspaceId, `/chaves/${key.key.id}`));
    const team = (await owner.call('POST', url(workspaceId, '/equipes'), { name: 'Time' })).json<{
      id: string;
    }>();
    await owner.call('DELETE', url(workspaceId, `/equipes/${team.id}`));
    const email = uniqueEmail();
    const invite = (
      await owner.call('POST', url(workspaceId, '/convites'), { email, role: 'viewer' })
    ).json<{ id: string }>();
    await owner.call('DELETE', url(workspaceId, `/convites/${invite.id}`));
    await owner.call('DELETE', url(workspaceId, `/membros/${editor.userId}`));

    const page = (await owner.call('GET', url(workspaceId, '/auditoria'))).json<{
      items: { action: string; actor: unknown; details: Record<string, unknown> }[];
    }>();
    expect(page.items.map((i) => i.action)).toEqual([
      'member.removed',
      'invite.revoked',
      'invite.created',
      'team.deleted',
      'team.created',
      'key.revoked',
      'key.rotated',
      'key.created',
      'workspace.renamed',
      'member.role_changed',
      'member.joined',
      'invite.accepted',
      'invite.created',
      'workspace.created',
    ]);
    const roleChange = page.items.find((i) => i.action === 'member.role_changed')!;
    expect(roleChange).toMatchObject({
      actor: { kind: 'user', id: owner.userId, name: 'Olga Dona' },
      details: { userId: editor.userId, name: 'Edu', from: 'editor', to: 'creator' },
    });
    expect(page.items.find((i) => i.action === 'workspace.renamed')!.details).toMatchObject({
      to: 'Renomeada',
    });
    expect(page.items.find((i) => i.action === 'member.joined')!.actor).toMatchObject({
      id: editor.userId,
      name: 'Edu',
    });
  });

  it('pages newest first with a cursor, and is refused to non-Admins', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    for (const name of ['A', 'B', 'C', 'D']) await owner.call('PATCH', url(workspaceId), { name });
    const first = (await owner.call('GET', url(workspaceId, '/auditoria?limit=2'))).json<{
      items: { details: { to?: string } }[];
      nextCursor: string;
    }>();
    expect(first.items.map((i) => i.details.to)).toEqual(['D', 'C']);
    const second = (
      await owner.call('GET', url(workspaceId, `/auditoria?limit=2&cursor=${first.nextCursor}`))
    ).json<{ items: { details: { to?: string } }[]; nextCursor: string }>();
    expect(second.items.map((i) => i.details.to)).toEqual(['B', 'A']);
    const last = (
      await owner.call('GET', url(workspaceId, `/auditoria?limit=2&cursor=${second.nextCursor}`))
    ).json();
    expect(last).toMatchObject({ items: [{ action: 'workspace.created' }], nextCursor: null });
    const forged = await owner.call('GET', url(workspaceId, '/auditoria?cursor=123'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'Cursor inválido.' });

    const creator = await addMember(app, owner, workspaceId, 'creator');
    expect((await creator.call('GET', url(workspaceId, '/auditoria'))).statusCode).toBe(403);
  });
});
