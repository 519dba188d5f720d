import { describe, expect, it } from 'vitest';
import {
  addMember,
  authTestApp,
  inviteTokenFor,
  ownerWithWorkspace,
  person,
  uniqueEmail,
} from '../../test/kit';
import { inboxOf } from './notify-testing';

const app = await authTestApp();
const url = (ws: string, rest = '') => `/api/app/conta/contas/${ws}${rest}`;

describe('notifications from workspace events', () => {
  it('an invite tells an existing person (where they work now); accepting it tells the inviter', async () => {
    const { owner, workspaceId, workspaceName } = await ownerWithWorkspace(app);
    const invitee = await person(app, { name: 'Maria Convidada' });
    const bystander = await person(app, { name: 'Outra Pessoa' });
    const res = await owner.call('POST', url(workspaceId, '/convites'), {
      email: invitee.email,
      role: 'editor',
    });
    expect(res.statusCode).toBe(201);
    // Someone without an account gets only the invite's e-mail.
    const nobody = await owner.call('POST', url(workspaceId, '/convites'), {
      email: uniqueEmail('sem-conta'),
      role: 'viewer',
    });
    expect(nobody.statusCode).toBe(201);

    expect(await inboxOf(app, invitee.userId)).toMatchObject([
      {
        workspaceId: invitee.personalWorkspaceId,
        kind: 'invite',
        title: `Olga Dona convidou você para a conta “${workspaceName}”`,
        body: `Papel: Editor. Para aceitar, abra o convite enviado para ${invitee.email}.`,
      },
    ]);
    expect(await inboxOf(app, owner.userId)).toHaveLength(0);
    expect(await inboxOf(app, bystander.userId)).toHaveLength(0);

    const token = await inviteTokenFor(app, invitee.email);
    const accepted = await invitee.call('POST', '/api/app/conta/convites/aceite', { token });
    expect(accepted.statusCode).toBe(200);
    expect(await inboxOf(app, owner.userId)).toMatchObject([
      {
        workspaceId,
        kind: 'invite',
        title: `Maria Convidada aceitou seu convite para a conta “${workspaceName}”`,
        link: `/conta/conta/${workspaceId}`,
      },
    ]);
    // The one who accepted is not told of their own act.
    expect(await inboxOf(app, invitee.userId)).toHaveLength(1);
  });

  it('a role change tells the member, not the Admin who made it nor the others', async () => {
    const { owner, workspaceId, workspaceName } = await ownerWithWorkspace(app);
    const member = await addMember(app, owner, workspaceId, 'editor', { name: 'Rita' });
    const other = await addMember(app, owner, workspaceId, 'editor', { name: 'Saulo' });
    const ownerBefore = (await inboxOf(app, owner.userId)).length;
    const memberBefore = (await inboxOf(app, member.userId)).length;

    const changed = await owner.call('PATCH', url(workspaceId, `/membros/${member.userId}`), {
      role: 'viewer',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const inbox = await inboxOf(app, member.userId);
    expect(inbox).toHaveLength(memberBefore + 1);
    expect(inbox[0]).toMatchObject({
      workspaceId,
      kind: 'system',
      title: `Seu papel na conta “${workspaceName}” agora é Observador`,
      body: 'Olga Dona mudou seu papel de Editor para Observador.',
    });
    expect(await inboxOf(app, owner.userId)).toHaveLength(ownerBefore);
    expect(
      (await inboxOf(app, other.userId)).filter((n) => n.workspaceId === workspaceId),
    ).toHaveLength(0);
  });
});
