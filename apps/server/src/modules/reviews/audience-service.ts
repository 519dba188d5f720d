import {
  REVIEW_AUDIENCE_MAX,
  reviewLinkPath,
  reviewMessages,
  type AddReviewAudienceBody,
  type ReviewAudience,
  type ReviewKind,
} from '@orbita/contracts/reviews';
import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { randomSecret, sha256 } from '../../platform/auth/crypto';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events';
import { memberships, teamMembers, teams, users } from '../../platform/identity/schema';
import type { MailMessage } from '../../platform/mail';
import { inWorkspace, type MemberContext } from '../../platform/scope';
import { createNotification } from '../communication';
import { presentAudienceEntry } from './presenter';
import { loadRecord } from './records';
import { reviewInviteMail, reviewInviteTitle, reviewLink } from './review-mail';
import { reviewAudience } from './schema';

export type Member = Pick<MemberContext, 'userId' | 'workspaceId' | 'role'>;

/*
 * How the audience is kept (table review_audience): one row per entry the author chose — a
 * member (userId), a team (teamId, no link of its own) or an e-mail address — and one row per
 * member of a chosen team (userId + teamId), since a link names one person: their comments
 * are signed with their name. Each row with a link keeps only its token's SHA-256; the token
 * itself leaves the server once, in the e-mail or the member's notification.
 */

const forRecord = (member: Pick<Member, 'workspaceId'>, kind: ReviewKind, recordId: string) =>
  inWorkspace(
    reviewAudience,
    member,
    eq(reviewAudience.kind, kind),
    eq(reviewAudience.recordId, recordId),
    isNull(reviewAudience.revokedAt),
  );

/** Entries the author chose (not the per-member rows of a team). */
const chosen = sql`not (${reviewAudience.userId} is not null and ${reviewAudience.teamId} is not null)`;

export async function listAudience(
  q: Queryable,
  member: Pick<Member, 'workspaceId'>,
  kind: ReviewKind,
  recordId: string,
  checked = false,
): Promise<ReviewAudience> {
  if (!checked) await loadRecord(q, member.workspaceId, kind, recordId);
  const rows = await q
    .select({
      id: reviewAudience.id,
      userId: reviewAudience.userId,
      teamId: reviewAudience.teamId,
      email: reviewAudience.email,
      createdAt: reviewAudience.createdAt,
      userName: users.name,
      teamName: teams.name,
      // A team's members with a link of their own (`tl`: the same table, aliased inside).
      memberCount: sql<number>`(select count(*)::int from ${reviewAudience} as tl where tl.workspace_id = ${reviewAudience.workspaceId} and tl.kind = ${reviewAudience.kind} and tl.record_id = ${reviewAudience.recordId} and tl.team_id = ${reviewAudience.teamId} and tl.user_id is not null and tl.revoked_at is null)`,
    })
    .from(reviewAudience)
    .leftJoin(users, eq(users.id, reviewAudience.userId))
    .leftJoin(teams, eq(teams.id, reviewAudience.teamId))
    .where(and(forRecord(member, kind, recordId), chosen))
    .orderBy(
      asc(reviewAudience.createdAt),
      // Added together: members, then teams, then e-mails.
      sql`case when ${reviewAudience.teamId} is not null then 1 when ${reviewAudience.userId} is not null then 0 else 2 end`,
      asc(users.name),
      asc(teams.name),
      asc(reviewAudience.email),
    );
  return { kind, recordId, items: rows.map(presentAudienceEntry) };
}

/** A fresh link: 256 random bits, only the hash kept. */
function newToken() {
  const token = randomSecret(32);
  return { token, tokenHash: sha256(token) };
}

interface Invited {
  audience: ReviewAudience;
  /** One per new e-mail entry, sent once the transaction committed. */
  mails: MailMessage[];
}

/**
 * Adds members, teams and e-mail addresses to a record's audience. Whoever already holds an
 * active link is skipped (no second mail, no second notification). Members are told in the
 * app with their link, e-mail addresses by mail; `reviews.audience.invited` names the rows.
 */
export async function addAudience(
  ctx: AppContext,
  appUrl: string,
  member: Member,
  kind: ReviewKind,
  recordId: string,
  body: AddReviewAudienceBody,
): Promise<Invited> {
  const { workspaceId } = member;
  const userIds = [...new Set(body.userIds ?? [])];
  const teamIds = [...new Set(body.teamIds ?? [])];
  const emails = [...new Set((body.emails ?? []).map((e) => e.trim().toLowerCase()))];
  return transaction(ctx, async (tx) => {
    // One author at a time per record: two concurrent adds cannot both give one person a link.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`review-audience:${workspaceId}:${kind}:${recordId}`}, 0))`,
    );
    const record = await loadRecord(tx, workspaceId, kind, recordId);
    const members = await membersAmong(tx, workspaceId, userIds);
    if (members.length !== userIds.length)
      throw AppError.validation(reviewMessages.memberNotFound, {
        userIds: reviewMessages.memberNotFound,
      });
    const chosenTeams = teamIds.length
      ? await tx
          .select({ id: teams.id })
          .from(teams)
          .where(inWorkspace(teams, member, inArray(teams.id, teamIds)))
      : [];
    if (chosenTeams.length !== teamIds.length)
      throw AppError.validation(reviewMessages.teamNotFound, {
        teamIds: reviewMessages.teamNotFound,
      });

    const active = await tx
      .select({
        userId: reviewAudience.userId,
        teamId: reviewAudience.teamId,
        email: reviewAudience.email,
      })
      .from(reviewAudience)
      .where(forRecord(member, kind, recordId));
    const linked = new Set(active.flatMap((r) => (r.userId ? [r.userId] : [])));
    const teamsIn = new Set(active.flatMap((r) => (r.teamId && !r.userId ? [r.teamId] : [])));
    const emailsIn = new Set(active.flatMap((r) => (r.email ? [r.email.toLowerCase()] : [])));
    const chosenCount = active.filter((r) => !(r.userId && r.teamId)).length;

    const newTeams = teamIds.filter((id) => !teamsIn.has(id));
    const newEmails = emails.filter((e) => !emailsIn.has(e));
    const newMembers = userIds.filter((id) => !linked.has(id));
    if (chosenCount + newTeams.length + newEmails.length + newMembers.length > REVIEW_AUDIENCE_MAX)
      throw AppError.validation(reviewMessages.audienceFull);

    type Row = typeof reviewAudience.$inferInsert;
    const base = { workspaceId, kind, recordId, createdBy: member.userId };
    const rows: (Row & { token?: string })[] = [];
    for (const userId of newMembers) {
      linked.add(userId);
      rows.push({ ...base, userId, ...withToken() });
    }
    for (const teamId of newTeams) {
      rows.push({ ...base, teamId });
      const people = await tx
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(and(eq(teamMembers.workspaceId, workspaceId), eq(teamMembers.teamId, teamId)));
      for (const { userId } of people) {
        if (linked.has(userId)) continue;
        linked.add(userId);
        rows.push({ ...base, userId, teamId, ...withToken() });
      }
    }
    for (const email of newEmails) rows.push({ ...base, email, ...withToken() });
    if (rows.length === 0)
      return { audience: await listAudience(tx, member, kind, recordId, true), mails: [] };

    const inserted = await tx
      .insert(reviewAudience)
      .values(rows.map(({ token: _token, ...row }) => row))
      .returning({ id: reviewAudience.id });
    const inviterName = (await nameOf(tx, member.userId)) ?? 'Alguém';
    const title = reviewInviteTitle(inviterName, record.title);
    const mails: MailMessage[] = [];
    for (const row of rows) {
      if (!row.token) continue;
      if (row.email)
        mails.push(
          reviewInviteMail({
            email: row.email,
            inviterName,
            kind,
            title: record.title,
            url: reviewLink(appUrl, row.token),
          }),
        );
      else if (row.userId && row.userId !== member.userId)
        await createNotification(tx, {
          workspaceId,
          userId: row.userId,
          kind: 'invite',
          title: clip(title),
          body: 'Leia o rascunho e deixe comentários no próprio texto.',
          link: reviewLinkPath(row.token),
        });
    }
    await emit(tx, 'reviews.audience.invited', {
      workspaceId,
      actorId: member.userId,
      kind,
      recordId,
      entryIds: inserted.map((r) => r.id),
    });
    return { audience: await listAudience(tx, member, kind, recordId, true), mails };
  });
}

function withToken(): { tokenHash: string; token: string } {
  return newToken();
}

const clip = (text: string, max = 200) =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

async function nameOf(q: Queryable, userId: string): Promise<string | null> {
  const [row] = await q.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

async function membersAmong(q: Queryable, workspaceId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return q
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), inArray(memberships.userId, userIds)));
}

/**
 * Revokes one chosen entry: its link stops opening (404). A team takes its members' links
 * with it. The rows stay, so the comments made through them keep their author.
 */
export async function revokeAudience(
  ctx: AppContext,
  member: Member,
  kind: ReviewKind,
  recordId: string,
  entryId: string,
): Promise<ReviewAudience> {
  return transaction(ctx, async (tx) => {
    await loadRecord(tx, member.workspaceId, kind, recordId);
    const [entry] = await tx
      .select({
        id: reviewAudience.id,
        teamId: reviewAudience.teamId,
        userId: reviewAudience.userId,
      })
      .from(reviewAudience)
      .where(and(forRecord(member, kind, recordId), chosen, eq(reviewAudience.id, entryId)));
    if (!entry) throw AppError.notFound(reviewMessages.entryNotFound);
    const now = new Date();
    const which: SQL[] = [eq(reviewAudience.id, entry.id)];
    if (entry.teamId && !entry.userId)
      which.push(and(eq(reviewAudience.teamId, entry.teamId), isNotNull(reviewAudience.userId))!);
    await tx
      .update(reviewAudience)
      .set({ revokedAt: now })
      .where(and(forRecord(member, kind, recordId), sql`(${sql.join(which, sql` or `)})`));
    await emit(tx, 'reviews.audience.revoked', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      kind,
      recordId,
      entryId: entry.id,
    });
    return listAudience(tx, member, kind, recordId, true);
  });
}
