import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invites } from './schema';
import { INVITE_MAILS_PER_HOUR } from './invites-routes';
import {
  addMember,
  authTestApp,
  inviteTokenFor,
  mailsTo,
  ownerWithWorkspace,
  person,
  uniqueEmail,
} from '../../test/kit';

const app = await authTestApp();
const { db } = app.database;
const url = (ws: string, rest = '') => `/api/app/conta/contas/${ws}${rest}`;

describe('invites', () => {
  it('mails a single-use link to /conta/conta/{id}?convite=…, valid for 7 days, stored hashed', async () => {
    const { owner, workspaceId, workspaceName } = await ownerWithWorkspace(app);
    const email = uniqueEmail('convidada');
    const res = await owner.call('POST', url(workspaceId, '/convites'), { email, role: 'editor' });
    expect(res.statusCode).toBe(201);
    const invite = res.json();
    expect(invite).toMatchObject({
      email,
      role: 'editor',
      status: 'pending',
      invitedBy: { userId: owner.userId, name: 'Olga Dona' },
    });
    expect(Date.parse(invite.expiresAt) - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(JSON.stringify(invite)).not.toMatch(/token/i);

    const [mail] = await mailsTo(app, email);
    expect(mail!.subject).toBe(`Convite para a conta ${workspaceName} no Orbita`);
    expect(mail!.text).toContain(`http://localhost:3000/conta/conta/${workspaceId}?convite=`);
    expect(mail!.text).toContain('Olga Dona convidou você');
    const token = await inviteTokenFor(app, email);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [row] = await db.select().from(invites).where(eq(invites.id, invite.id));
    expect(row!.tokenHash).not.toContain(token);
  });

  it('accepts with the same e-mail (any case), with exactly the invite role and team; a second use is refused', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const team = (await owner.call('POST', url(workspaceId, '/equipes'), { name: 'Design' })).json<{
      id: string;
    }>();
    const invitee = await person(app, { name: 'Maria Convidada' });
    await owner.call('POST', url(workspaceId, '/convites'), {
      email: invitee.email.toUpperCase(),
      role: 'creator',
      teamId: team.id,
    });
    const token = await inviteTokenFor(app, invitee.email.toUpperCase());

    const preview = await invitee.call('POST', '/api/app/conta/convites/previa', { token });
    expect(preview.json()).toMatchObject({
      workspaceId,
      role: 'creator',
      team: 'Design',
      invitedBy: 'Olga Dona',
      emailMatches: true,
    });
    const accepted = await invitee.call('POST', '/api/app/conta/convites/aceite', { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ workspaceId, role: 'creator' });
    const me = (await invitee.call('GET', url(workspaceId, '/membros'))).json<
      { userId: string; role: string; teams: { name: string }[] }[]
    >();
    expect(me.find((m) => m.userId === invitee.userId)).toMatchObject({
      role: 'creator',
      teams: [{ name: 'Design' }],
    });

    const again = await invitee.call('POST', '/api/app/conta/convites/aceite', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ code: 'invite.used', message: 'Este convite já foi usado.' });
    expect((await owner.call('GET', url(workspaceId, '/convites'))).json()[0]).toMatchObject({
      status: 'accepted',
    });
  });

  it('refuses another e-mail with a clear message, without revealing the full address', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const email = uniqueEmail('certa');
    await owner.call('POST', url(workspaceId, '/convites'), { email, role: 'viewer' });
    const token = await inviteTokenFor(app, email);
    const intruder = await person(app);
    const preview = await intruder.call('POST', '/api/app/conta/convites/previa', { token });
    expect(preview.json()).toMatchObject({ emailMatches: false, email: `c***@exemplo.com.br` });
    const res = await intruder.call('POST', '/api/app/conta/convites/aceite', { token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'invite.email_mismatch',
      message:
        'Este convite foi enviado para c***@exemplo.com.br. Entre com esse e-mail para aceitá-lo.',
    });
    expect((await intruder.call('GET', url(workspaceId))).statusCode).toBe(404);
  });

  it('refuses expired, revoked and unknown tokens; resending kills the old link', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const invitee = await person(app);
    const created = (
      await owner.call('POST', url(workspaceId, '/convites'), {
        email: invitee.email,
        role: 'editor',
      })
    ).json<{ id: string }>();
    const first = await inviteTokenFor(app, invitee.email);

    await db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, created.id));
    const expired = await invitee.call('POST', '/api/app/conta/convites/aceite', { token: first });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(
      'Este convite expirou. Peça um novo convite a quem convidou você.',
    );
    expect((await owner.call('GET', url(workspaceId, '/convites'))).json()[0].status).toBe(
      'expired',
    );

    const resent = await owner.call('POST', url(workspaceId, `/convites/${created.id}/reenvio`));
    expect(resent.json()).toMatchObject({ status: 'pending' });
    const second = await inviteTokenFor(app, invitee.email);
    expect(second).not.toBe(first);
    expect(
      (await invitee.call('POST', '/api/app/conta/convites/aceite', { token: first })).statusCode,
    ).toBe(404);

    expect(
      (await owner.call('DELETE', url(workspaceId, `/convites/${created.id}`))).json(),
    ).toMatchObject({ status: 'revoked' });
    const revoked = await invitee.call('POST', '/api/app/conta/convites/aceite', { token: second });
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().code).toBe('invite.revoked');
    expect(
      (await owner.call('DELETE', url(workspaceId, `/convites/${created.id}`))).statusCode,
    ).toBe(409);

    const unknown = await invitee.call('POST', '/api/app/conta/convites/aceite', {
      token: 'x'.repeat(43),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/Convite inválido/);
  });

  it('never grants more than allowed: no Principal, no role above the inviter, none after the inviter is demoted', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const owned = await owner.call('POST', url(workspaceId, '/convites'), {
      email: uniqueEmail(),
      role: 'owner',
    });
    expect(owned.statusCode).toBe(400);
    const editor = await addMember(app, owner, workspaceId, 'editor');
    expect(
      (
        await editor.call('POST', url(workspaceId, '/convites'), {
          email: uniqueEmail(),
          role: 'viewer',
        })
      ).statusCode,
    ).toBe(403);

    const admin = await addMember(app, owner, workspaceId, 'admin');
    const invitee = await person(app);
    expect(
      (
        await admin.call('POST', url(workspaceId, '/convites'), {
          email: invitee.email,
          role: 'admin',
        })
      ).statusCode,
    ).toBe(201);
    const token = await inviteTokenFor(app, invitee.email);
    // The inviter loses the right to grant Admin before the link is used: the link is dead.
    await owner.call('PATCH', url(workspaceId, `/membros/${admin.userId}`), { role: 'creator' });
    const res = await invitee.call('POST', '/api/app/conta/convites/aceite', { token });
    expect(res.statusCode).toBe(404);
    expect((await invitee.call('GET', url(workspaceId))).statusCode).toBe(404);
  });

  it('refuses duplicates: a member, or an e-mail with a pending invite', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const member = await addMember(app, owner, workspaceId, 'viewer');
    const again = await owner.call('POST', url(workspaceId, '/convites'), {
      email: member.email,
      role: 'editor',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta pessoa já é membro da conta.');
    const email = uniqueEmail();
    await owner.call('POST', url(workspaceId, '/convites'), { email, role: 'editor' });
    const pending = await owner.call('POST', url(workspaceId, '/convites'), {
      email: email.toUpperCase(),
      role: 'viewer',
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe('invite.pending');
  });
});

describe('invite mail limit', () => {
  it(`sends at most ${INVITE_MAILS_PER_HOUR} invite mails per workspace and hour (429 in pt-BR after that)`, async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const first = (
      await owner.call('POST', url(workspaceId, '/convites'), {
        email: uniqueEmail(),
        role: 'viewer',
      })
    ).json<{ id: string }>();
    for (let i = 1; i < INVITE_MAILS_PER_HOUR - 1; i++) {
      expect(
        (
          await owner.call('POST', url(workspaceId, '/convites'), {
            email: uniqueEmail(),
            role: 'viewer',
          })
        ).statusCode,
      ).toBe(201);
    }
    expect(
      (await owner.call('POST', url(workspaceId, `/convites/${first.id}/reenvio`))).statusCode,
    ).toBe(200);
    const over = await owner.call('POST', url(workspaceId, '/convites'), {
      email: uniqueEmail(),
      role: 'viewer',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Muitas tentativas. Aguarde um pouco e tente de novo.');
    // Other workspaces are not affected.
    const other = await ownerWithWorkspace(app);
    expect(
      (
        await other.owner.call('POST', url(other.workspaceId, '/convites'), {
          email: uniqueEmail(),
          role: 'viewer',
        })
      ).statusCode,
    ).toBe(201);
  });
});
