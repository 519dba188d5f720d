import { personOnlyCode, personOnlyMessage } from '@orbita/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, authTestApp, createKey, ownerWithWorkspace } from '../../test/kit';

/**
 * Issue 14: an Admin key restricted to one IP could PATCH its own allow-list to empty, mint
 * an unrestricted Admin key, invite Admins and change roles. Key, invite and role management
 * need a person's session; a key can change no access at all, so never widen itself.
 */
const app = await authTestApp();
const IP = '198.51.100.7';
const url = (ws: string, rest = '') => `/api/app/conta/contas/${ws}${rest}`;

async function world() {
  const { owner, workspaceId } = await ownerWithWorkspace(app);
  const editor = await addMember(app, owner, workspaceId, 'editor');
  const key = await createKey(owner, workspaceId, {
    name: 'Só do escritório',
    role: 'admin',
    allowedIps: [IP],
  });
  const invite = await owner.call('POST', url(workspaceId, '/convites'), {
    email: `convite-${Math.random().toString(36).slice(2)}@exemplo.com.br`,
    role: 'viewer',
  });
  expect(invite.statusCode).toBe(201);
  const withKey = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
    app.inject({
      method,
      url: path,
      remoteAddress: IP,
      headers: { authorization: `Bearer ${key.secret}` },
      ...(payload ? { payload } : {}),
    });
  return { owner, workspaceId, editor, key, inviteId: invite.json().id as string, withKey };
}

describe('an API key cannot widen itself (person-only actions)', () => {
  it('refuses every key, invite and member-role change asked with a key (403, pt-BR), and changes nothing', async () => {
    const { owner, workspaceId, editor, key, inviteId, withKey } = await world();
    const ws = (rest: string) => url(workspaceId, rest);
    const attempts: [string, Promise<Awaited<ReturnType<typeof withKey>>>][] = [
      [
        'empty its own allow-list',
        withKey('PATCH', ws(`/chaves/${key.key.id}`), { allowedIps: [] }),
      ],
      [
        'mint an unrestricted Admin key',
        withKey('POST', ws('/chaves'), { name: 'Livre', role: 'admin' }),
      ],
      ['rotate a key', withKey('POST', ws(`/chaves/${key.key.id}/rotacao`))],
      ['revoke a key', withKey('DELETE', ws(`/chaves/${key.key.id}`))],
      [
        'invite an Admin',
        withKey('POST', ws('/convites'), { email: 'novo-admin@exemplo.com.br', role: 'admin' }),
      ],
      ['resend an invite', withKey('POST', ws(`/convites/${inviteId}/reenvio`))],
      ['revoke an invite', withKey('DELETE', ws(`/convites/${inviteId}`))],
      ['promote a member', withKey('PATCH', ws(`/membros/${editor.userId}`), { role: 'admin' })],
      ['remove a member', withKey('DELETE', ws(`/membros/${editor.userId}`))],
    ];
    for (const [what, attempt] of attempts) {
      const res = await attempt;
      expect(res.statusCode, what).toBe(403);
      expect(res.json(), what).toMatchObject({ message: personOnlyMessage, code: personOnlyCode });
    }

    const keys = (await owner.call('GET', ws('/chaves'))).json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ allowedIps: [IP], status: 'active' });
    const invites = (await owner.call('GET', ws('/convites'))).json();
    expect(invites.find((i: { id: string }) => i.id === inviteId)).toMatchObject({
      status: 'pending',
    });
    expect(invites).toHaveLength(2); // the editor's accepted one and this pending one
    const members = (await owner.call('GET', ws('/membros'))).json();
    expect(members.find((m: { userId: string }) => m.userId === editor.userId)).toMatchObject({
      role: 'editor',
    });
  });

  it('still reads and does its Admin work with a key; the person does the management', async () => {
    const { owner, workspaceId, editor, withKey } = await world();
    expect((await withKey('GET', url(workspaceId, '/chaves'))).statusCode).toBe(200);
    expect((await withKey('GET', url(workspaceId, '/convites'))).statusCode).toBe(200);
    expect(
      (await withKey('PATCH', url(workspaceId), { name: 'Renomeada pela chave' })).statusCode,
    ).toBe(200);
    expect(
      (
        await owner.call('PATCH', url(workspaceId, `/membros/${editor.userId}`), {
          role: 'creator',
        })
      ).statusCode,
    ).toBe(200);
  });
});
