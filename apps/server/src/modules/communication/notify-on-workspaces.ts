import { roleLabels } from '@orbita/contracts';
import { eq, sql } from 'drizzle-orm';
import type { EventBus } from '../../platform/events/bus';
import { users } from '../../platform/identity/schema';
import { inviteBrief } from '../workspaces';
import { guarded, homeOf, nameOf, on, quote, workspaceName } from './notify-helpers';
import { deliver } from './notify';

/** Invitations (to people who already have an account), accepted invitations, role changes. */
export function subscribeWorkspaceNotices(bus: EventBus): void {
  const onInvite = guarded<'workspaces.invite.created'>(async (e, tx) => {
    const invite = await inviteBrief(tx, e.workspaceId, e.inviteId);
    if (!invite) return;
    const [invited] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, invite.email.trim().toLowerCase()));
    if (!invited) return; // No account yet: the invite's e-mail is all they get.
    const home = await homeOf(tx, invited.id, e.workspaceId);
    if (!home) return;
    const [who, where] = await Promise.all([
      nameOf(tx, e.actorId),
      workspaceName(tx, e.workspaceId),
    ]);
    await deliver(tx, {
      event: 'invited',
      kind: 'invite',
      workspaceId: home,
      userId: invited.id,
      actorId: e.actorId,
      title: `${who} convidou você para a conta ${quote(where)}`,
      body: `Papel: ${roleLabels[invite.role]}. Para aceitar, abra o convite enviado para ${invite.email}.`,
      // A resent invite says it again without a second row.
      group: {
        key: `invite:${e.inviteId}`,
        title: () => `${who} convidou você para a conta ${quote(where)}`,
      },
    });
  });
  bus.onInTransaction('workspaces.invite.created', onInvite);
  bus.onInTransaction('workspaces.invite.resent', onInvite);

  on(bus, 'workspaces.invite.accepted', async (e, tx) => {
    const invite = await inviteBrief(tx, e.workspaceId, e.inviteId);
    if (!invite?.invitedBy) return;
    const [who, where] = await Promise.all([
      nameOf(tx, e.userId),
      workspaceName(tx, e.workspaceId),
    ]);
    await deliver(tx, {
      event: 'invite-accepted',
      kind: 'invite',
      workspaceId: e.workspaceId,
      userId: invite.invitedBy,
      actorId: e.userId,
      title: `${who} aceitou seu convite para a conta ${quote(where)}`,
      body: `Papel: ${roleLabels[e.role]}.`,
      link: `/conta/conta/${e.workspaceId}`,
    });
  });

  on(bus, 'workspaces.member.role-changed', async (e, tx) => {
    const [who, where] = await Promise.all([
      nameOf(tx, e.actorId),
      workspaceName(tx, e.workspaceId),
    ]);
    await deliver(tx, {
      event: 'role-changed',
      kind: 'system',
      workspaceId: e.workspaceId,
      userId: e.userId,
      actorId: e.actorId,
      title: `Seu papel na conta ${quote(where)} agora é ${roleLabels[e.to]}`,
      body: `${who} mudou seu papel de ${roleLabels[e.from]} para ${roleLabels[e.to]}.`,
      link: `/conta/conta/${e.workspaceId}`,
    });
  });
}
