import {
  INVITE_TTL_DAYS,
  roleAtLeast,
  type CreateInviteBody,
  type Invite,
  type InviteAccepted,
  type InvitePreview,
  type PublicInvite,
  type InviteStatus,
} from '@orbita/contracts';
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { randomSecret, sha256 } from '../../platform/auth/crypto';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { emit } from '../../platform/events';
import { memberships, teamMembers, teams, users, workspaces } from '../../platform/identity/schema';
import type { MailMessage } from '../../platform/mail';
import { publishAfterCommit } from '../../platform/realtime/publish';
import { findInWorkspace, type MemberContext } from '../../platform/scope';
import { recordAudit, type Actor } from './audit';
import { maskEmail, workspaceErrors } from './errors';
import { inviteLink, inviteMail } from './invite-mail';
import { publishMembership } from './membership-change';
import { invites } from './schema';

type InviteRow = typeof invites.$inferSelect;
const TTL_MS = INVITE_TTL_DAYS * 24 * 60 * 60 * 1000;
const inviter = alias(users, 'inviter');

export function inviteStatus(
  row: Pick<InviteRow, 'acceptedAt' | 'revokedAt' | 'expiresAt'>,
  now = new Date(),
): InviteStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function listInvites(
  q: Queryable,
  workspaceId: string,
  onlyId?: string,
): Promise<Invite[]> {
  const rows = await q
    .select({ invite: invites, teamName: teams.name, inviterName: inviter.name })
    .from(invites)
    .leftJoin(teams, eq(teams.id, invites.teamId))
    .leftJoin(inviter, eq(inviter.id, invites.invitedBy))
    .where(and(eq(invites.workspaceId, workspaceId), onlyId ? eq(invites.id, onlyId) : undefined))
    .orderBy(desc(invites.createdAt))
    .limit(200);
  return rows.map(({ invite, teamName, inviterName }) => ({
    id: invite.id,
    email: invite.email,
    role: invite.role,
    team: invite.teamId && teamName ? { id: invite.teamId, name: teamName } : null,
    status: inviteStatus(invite),
    invitedBy:
      invite.invitedBy && inviterName ? { userId: invite.invitedBy, name: inviterName } : null,
    expiresAt: invite.expiresAt.toISOString(),
    acceptedAt: invite.acceptedAt?.toISOString() ?? null,
    createdAt: invite.createdAt.toISOString(),
  }));
}

async function presentOne(q: Queryable, workspaceId: string, id: string): Promise<Invite> {
  const [invite] = await listInvites(q, workspaceId, id);
  if (!invite) throw workspaceErrors.inviteNotFound();
  return invite;
}

async function mailFor(
  tx: Tx,
  row: InviteRow,
  token: string,
  appUrl: string,
): Promise<MailMessage> {
  const [ws] = await tx
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, row.workspaceId));
  const [by] = row.invitedBy
    ? await tx.select({ name: users.name }).from(users).where(eq(users.id, row.invitedBy))
    : [];
  return inviteMail({
    email: row.email,
    workspaceName: ws?.name ?? '',
    inviterName: by?.name ?? null,
    role: row.role,
    url: inviteLink(appUrl, row.workspaceId, token),
  });
}

/** A fresh single-use token: 256 random bits, only the hash kept. */
function newToken(): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomSecret(32);
  return { token, tokenHash: sha256(token), expiresAt: new Date(Date.now() + TTL_MS) };
}

/** Tells the workspace's sockets once it commits: only the id, invites are for Admins. */
function publishInvite(
  tx: Tx,
  workspaceId: string,
  type: 'created' | 'updated',
  inviteId: string,
): void {
  publishAfterCommit(tx, workspaceId, {
    type,
    entity: 'invite',
    id: inviteId,
    data: { id: inviteId },
  });
}

/** An Admin's change to an invite: the bus hears it now, the sockets after commit. */
async function inviteChanged(
  tx: Tx,
  workspaceId: string,
  actorId: string,
  change: 'created' | 'resent' | 'revoked',
  invite: Pick<InviteRow, 'id' | 'role'>,
): Promise<void> {
  await emit(tx, `workspaces.invite.${change}`, {
    workspaceId,
    actorId,
    inviteId: invite.id,
    role: invite.role,
  });
  publishInvite(tx, workspaceId, change === 'created' ? 'created' : 'updated', invite.id);
}

export async function createInvite(
  ctx: AppContext,
  appUrl: string,
  member: MemberContext,
  actor: Actor,
  body: CreateInviteBody,
): Promise<{ invite: Invite; mail: MailMessage }> {
  if (!roleAtLeast(member.role, body.role)) throw workspaceErrors.roleAboveOwn();
  const { workspaceId } = member;
  const email = body.email.trim();
  const work = transaction(ctx, async (tx) => {
    if (body.teamId)
      await findInWorkspace(tx, teams, member, body.teamId, 'Equipe não encontrada.');
    const [already] = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.workspaceId, workspaceId),
          eq(sql`lower(${users.email})`, email.toLowerCase()),
        ),
      );
    if (already) throw workspaceErrors.alreadyMember();
    // An expired invite still holds the "one open invite per e-mail" slot: close it first.
    const closed = await tx
      .update(invites)
      .set({ revokedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(invites.workspaceId, workspaceId),
          eq(sql`lower(${invites.email})`, email.toLowerCase()),
          isNull(invites.acceptedAt),
          isNull(invites.revokedAt),
          lte(invites.expiresAt, new Date()),
        ),
      )
      .returning({ id: invites.id, role: invites.role });
    for (const old of closed) await inviteChanged(tx, workspaceId, actor.userId, 'revoked', old);
    const { token, tokenHash, expiresAt } = newToken();
    const [row] = await tx
      .insert(invites)
      .values({
        workspaceId,
        email,
        role: body.role,
        teamId: body.teamId ?? null,
        tokenHash,
        invitedBy: member.userId,
        expiresAt,
      })
      .returning();
    await recordAudit(tx, workspaceId, actor, 'invite.created', {
      inviteId: row!.id,
      email,
      role: body.role,
    });
    await inviteChanged(tx, workspaceId, actor.userId, 'created', row!);
    return {
      invite: await presentOne(tx, workspaceId, row!.id),
      mail: await mailFor(tx, row!, token, appUrl),
    };
  });
  return work.catch((error: unknown) => {
    if (isUniqueViolation(error, 'invites_open_email_key')) throw workspaceErrors.invitePending();
    throw error;
  });
}

async function openInvite(tx: Tx, member: MemberContext, inviteId: string): Promise<InviteRow> {
  const row = await findInWorkspace(tx, invites, member, inviteId, 'Convite não encontrado.');
  if (row.acceptedAt || row.revokedAt) throw workspaceErrors.inviteNotOpen();
  // Re-issuing or cancelling an invite is granting (or not) its role: only someone who holds it may.
  if (!roleAtLeast(member.role, row.role)) throw workspaceErrors.roleAboveOwn();
  return row;
}

/** A new link replaces the old one (which stops working) and the 7 days start again. */
export async function resendInvite(
  ctx: AppContext,
  appUrl: string,
  member: MemberContext,
  actor: Actor,
  inviteId: string,
): Promise<{ invite: Invite; mail: MailMessage }> {
  const { workspaceId } = member;
  return transaction(ctx, async (tx) => {
    const row = await openInvite(tx, member, inviteId);
    const { token, tokenHash, expiresAt } = newToken();
    const [updated] = await tx
      .update(invites)
      .set({ tokenHash, expiresAt, updatedAt: new Date() })
      .where(eq(invites.id, row.id))
      .returning();
    await recordAudit(tx, workspaceId, actor, 'invite.resent', {
      inviteId: row.id,
      email: row.email,
      role: row.role,
    });
    await inviteChanged(tx, workspaceId, actor.userId, 'resent', row);
    return {
      invite: await presentOne(tx, workspaceId, row.id),
      mail: await mailFor(tx, updated!, token, appUrl),
    };
  });
}

export async function revokeInvite(
  ctx: AppContext,
  member: MemberContext,
  actor: Actor,
  inviteId: string,
): Promise<Invite> {
  const { workspaceId } = member;
  return transaction(ctx, async (tx) => {
    const row = await openInvite(tx, member, inviteId);
    await tx
      .update(invites)
      .set({ revokedAt: new Date(), updatedAt: new Date() })
      .where(eq(invites.id, row.id));
    await recordAudit(tx, workspaceId, actor, 'invite.revoked', {
      inviteId: row.id,
      email: row.email,
      role: row.role,
    });
    await inviteChanged(tx, workspaceId, actor.userId, 'revoked', row);
    return presentOne(tx, workspaceId, row.id);
  });
}

/** The invite of a token, checked for use: each refusal says what happened, in pt-BR. */
async function usableInvite(q: Queryable, token: string, lock: boolean): Promise<InviteRow> {
  const query = q
    .select()
    .from(invites)
    .where(eq(invites.tokenHash, sha256(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw workspaceErrors.inviteInvalid();
  const status = inviteStatus(row);
  if (status === 'accepted') throw workspaceErrors.inviteUsed();
  if (status === 'revoked') throw workspaceErrors.inviteRevoked();
  if (status === 'expired') throw workspaceErrors.inviteExpired();
  return row;
}

export async function previewInvite(
  q: Queryable,
  userId: string,
  token: string,
): Promise<InvitePreview> {
  const row = await usableInvite(q, token, false);
  const [ws] = await q
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, row.workspaceId));
  const [me] = await q.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const [team] = row.teamId
    ? await q.select({ name: teams.name }).from(teams).where(eq(teams.id, row.teamId))
    : [];
  const [by] = row.invitedBy
    ? await q.select({ name: users.name }).from(users).where(eq(users.id, row.invitedBy))
    : [];
  const emailMatches = !!me && sameEmail(me.email, row.email);
  return {
    workspaceId: row.workspaceId,
    workspaceName: ws?.name ?? '',
    // Someone else holding the link learns only a masked address.
    email: emailMatches ? row.email : maskEmail(row.email),
    role: row.role,
    team: team?.name ?? null,
    invitedBy: by?.name ?? null,
    expiresAt: row.expiresAt.toISOString(),
    emailMatches,
  };
}

/** A usable invite's workspace and address, for the signed-out sign-up (no one is asked). */
export async function publicInvite(q: Queryable, token: string): Promise<PublicInvite> {
  const row = await usableInvite(q, token, false);
  const [ws] = await q
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, row.workspaceId));
  return { workspaceName: ws?.name ?? '', email: row.email };
}

/**
 * Accepts an invite: the signed-in person's e-mail must be the invited one. The membership
 * gets exactly the invite's role, and only while whoever invited may still grant it (an
 * inviter who was demoted or left cannot hand out more than they now hold).
 */
export async function acceptInvite(
  ctx: AppContext,
  userId: string,
  token: string,
): Promise<InviteAccepted> {
  return transaction(ctx, async (tx) => {
    const row = await usableInvite(tx, token, true);
    const [me] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    if (!me || !sameEmail(me.email, row.email))
      throw workspaceErrors.inviteEmailMismatch(maskEmail(row.email));
    const [already] = await tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.workspaceId, row.workspaceId), eq(memberships.userId, userId)));
    if (already) throw workspaceErrors.youAreAlreadyMember();
    const [issuer] = row.invitedBy
      ? await tx
          .select({ role: memberships.role })
          .from(memberships)
          .where(
            and(
              eq(memberships.workspaceId, row.workspaceId),
              eq(memberships.userId, row.invitedBy),
            ),
          )
      : [];
    if (!issuer || !roleAtLeast(issuer.role, 'admin') || !roleAtLeast(issuer.role, row.role))
      throw workspaceErrors.inviteInvalid();

    await tx.insert(memberships).values({ workspaceId: row.workspaceId, userId, role: row.role });
    if (row.teamId)
      await tx
        .insert(teamMembers)
        .values({ teamId: row.teamId, workspaceId: row.workspaceId, userId })
        .onConflictDoNothing();
    await tx
      .update(invites)
      .set({ acceptedAt: new Date(), acceptedBy: userId, updatedAt: new Date() })
      .where(eq(invites.id, row.id));
    const actor = { userId };
    await recordAudit(tx, row.workspaceId, actor, 'invite.accepted', {
      inviteId: row.id,
      email: row.email,
      role: row.role,
    });
    await recordAudit(tx, row.workspaceId, actor, 'member.joined', {
      userId,
      name: me.name,
      role: row.role,
    });
    await emit(tx, 'workspaces.member.added', {
      workspaceId: row.workspaceId,
      actorId: userId,
      userId,
      role: row.role,
    });
    publishMembership(tx, row.workspaceId, 'created', userId, row.role);
    await emit(tx, 'workspaces.invite.accepted', {
      workspaceId: row.workspaceId,
      actorId: userId,
      inviteId: row.id,
      role: row.role,
      userId,
    });
    publishInvite(tx, row.workspaceId, 'updated', row.id);
    const [ws] = await tx
      .select({ name: workspaces.name })
      .from(workspaces)
      .where(eq(workspaces.id, row.workspaceId));
    return { workspaceId: row.workspaceId, workspaceName: ws?.name ?? '', role: row.role };
  });
}
