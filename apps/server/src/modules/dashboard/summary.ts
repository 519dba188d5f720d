import { accountTypeAllows, type AccountType } from '@orbita/contracts';
import {
  DASHBOARD_BILLS_MAX,
  DASHBOARD_MISSIONS_MAX,
  DASHBOARD_NOTIFICATIONS_MAX,
  DASHBOARD_TASKS_MAX,
  type DashboardFinance,
  type DashboardGamification,
  type DashboardSummary,
} from '@orbita/contracts/dashboard';
import type { FinanceSummary } from '@orbita/contracts/finance';
import type { Player } from '@orbita/contracts/gamification';
import { clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { workspaceAccountType } from '../../platform/policy';
import type { MemberContext } from '../../platform/scope';
import { countUnread, listNotifications } from '../communication';
import { financeSummary } from '../finance';
import { agendaOf, inboxSummary } from '../flow';
import { getPlayer } from '../gamification';
import { activityOf } from './activity';
import { addDays, dayIn, startOfDay, timeZoneOf } from './time-zone';

/** "This week" of the bills widget: overdue, and due from today to 6 days ahead. */
const BILL_DAYS = 6;

/**
 * The finance part. Every role reads finance, so the role never hides it; it is null only
 * where finance means nothing: the workspace's account type cannot use finance and no box
 * was ever made there (a tourist's workspace). Bills are finance's own (its summary).
 */
export function financePart(
  summary: FinanceSummary,
  accountType: AccountType | null,
): DashboardFinance | null {
  if (!accountTypeAllows(accountType, 'finance') && summary.boxes.length === 0) return null;
  const weekEnd = addDays(summary.today, BILL_DAYS);
  const soon = summary.upcomingBills.filter((b) => b.dueDate <= weekEnd);
  const bills = [
    ...summary.overdue.items.map((b) => ({ bill: b, overdue: true })),
    ...soon.map((b) => ({ bill: b, overdue: false })),
  ];
  return {
    balance: summary.totalBalance,
    billsDueThisWeek: bills.slice(0, DASHBOARD_BILLS_MAX).map(({ bill, overdue }) => ({
      id: bill.id,
      description: bill.description,
      value: bill.value,
      date: bill.dueDate,
      boxName: bill.boxName,
      overdue,
    })),
    billsDueTotal: summary.overdue.total + soon.reduce((s, b) => s + b.value, 0),
  };
}

/**
 * The person as a player (person-level, like `GET /gamificacao/player`: games are played
 * across workspaces). Null when they play no game and this workspace cannot create one.
 */
export function gamificationPart(
  player: Player,
  accountType: AccountType | null,
): DashboardGamification | null {
  if (player.games.length === 0 && !accountTypeAllows(accountType, 'games')) return null;
  const missions = player.games.flatMap((g) =>
    g.missions
      .filter((m) => !m.completed)
      .map((m) => ({
        id: m.id,
        name: m.name,
        gameName: g.game.name,
        progress: m.progress,
        target: m.target,
      })),
  );
  return {
    level: player.level?.n ?? null,
    levelName: player.level?.name ?? null,
    points: player.points,
    streak: player.streak,
    activeMissions: missions.slice(0, DASHBOARD_MISSIONS_MAX),
  };
}

/**
 * GET /api/app/me/dashboard: every widget's figures in one answer, each read through its
 * module's own service (so the figures are the ones that module's screens show) and scoped
 * to the member's workspace; the parts run in parallel.
 */
export async function dashboardSummary(
  db: Database,
  member: MemberContext,
  now = clock.now(),
): Promise<DashboardSummary> {
  const owner = { userId: member.userId, workspaceId: member.workspaceId };
  const zone = timeZoneOf(db, member.userId);
  // The parts of the person's days wait for their zone; the others do not.
  const daily = zone.then((timeZone) => {
    const todayEnd = startOfDay(addDays(dayIn(now, timeZone), 1), timeZone);
    return Promise.all([
      agendaOf(db, member, { now, todayEnd, limit: DASHBOARD_TASKS_MAX }),
      activityOf(db, member, timeZone, now),
    ]);
  });
  const [timeZone, [agenda, activity], accountType, inbox, finance, player, unread, latest] =
    await Promise.all([
      zone,
      daily,
      workspaceAccountType(db, member.workspaceId),
      inboxSummary(db, member),
      financeSummary(db, member),
      getPlayer(db, member.userId, now),
      countUnread(db, owner),
      listNotifications(db, owner, { limit: DASHBOARD_NOTIFICATIONS_MAX }),
    ]);
  return {
    generatedAt: now.toISOString(),
    timeZone,
    flow: {
      inboxCount: inbox.counts.collected + inbox.counts.separated - inbox.someday,
      weeklyReviewDue: inbox.reviewDue,
      lastReviewAt: inbox.counts.collected === 0 ? now.toISOString() : null,
      ...agenda,
    },
    finance: financePart(finance, accountType),
    gamification: gamificationPart(player, accountType),
    notifications: {
      unread,
      latest: latest.items.map((n) => ({ id: n.id, title: n.title, createdAt: n.createdAt })),
    },
    activity,
  };
}
