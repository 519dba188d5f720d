import { z } from 'zod';
import { prioritySchema } from '../flow/vocabulary';

/**
 * The dashboard (`/me/home`, `GET /api/app/me/dashboard`): one aggregate answer that
 * feeds the first paint. Every part is read through the owning module's rules (workspace
 * scope, role); money is integer centavos like every finance schema; days are
 * `YYYY-MM-DD` in the person's time zone (`timeZone`).
 */

export const DASHBOARD_TASKS_MAX = 10;
export const DASHBOARD_BILLS_MAX = 10;
export const DASHBOARD_MISSIONS_MAX = 5;
export const DASHBOARD_NOTIFICATIONS_MAX = 5;
/** The heatmap covers this many days, today included. */
export const ACTIVITY_DAYS = 365;
/** The default (and, until a personal setting exists, only) time zone of days. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

export const taskBriefSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  listId: z.string(),
  listName: z.string(),
  dueAt: z.string().nullable(),
  priority: prioritySchema,
  /** Due within 24 hours (overdue included). */
  urgent: z.boolean(),
});
export type TaskBrief = z.infer<typeof taskBriefSchema>;

export const dashboardFlowSchema = z.object({
  /** Inbox items waiting to be processed (stage `collected` or `separated`). */
  inboxCount: z.number().int(),
  weeklyReviewDue: z.boolean(),
  /**
   * When the inbox was last seen with nothing collected: now when it is empty; null while
   * items wait (the data keeps no review log, so the exact instant is unknown).
   */
  lastReviewAt: z.string().nullable(),
  /**
   * Open tasks overdue, plus those due within 24 h after today ends (tomorrow morning);
   * soonest first. With `today` it covers everything due within 24 h, each task once.
   */
  urgent: z.array(taskBriefSchema),
  /** Open tasks due from now until the end of the person's day; soonest first. */
  today: z.array(taskBriefSchema),
  /**
   * Open tasks marked "next action" (GTD) not due within 24 h (so never in the lists
   * above); most critical first. Every list holds the person's tasks: assigned to them or
   * to nobody.
   */
  nextActions: z.array(taskBriefSchema),
});
export type DashboardFlow = z.infer<typeof dashboardFlowSchema>;

export const dashboardBillSchema = z.object({
  /** The entry's id; for a card statement `{boxId}:{month}` (as finance's summary). */
  id: z.string(),
  description: z.string(),
  /** What is left to pay, in centavos. */
  value: z.number().int(),
  date: z.string(),
  boxName: z.string(),
  overdue: z.boolean(),
});
export type DashboardBill = z.infer<typeof dashboardBillSchema>;

export const dashboardFinanceSchema = z.object({
  /** Centavos: sum of the non-archived, non-card boxes (finance summary's `totalBalance`). */
  balance: z.number().int(),
  /** Overdue bills and bills due from today to 6 days ahead; soonest first. */
  billsDueThisWeek: z.array(dashboardBillSchema),
  /** Centavos: the total of every bill of that window (not only the ones listed). */
  billsDueTotal: z.number().int(),
});
export type DashboardFinance = z.infer<typeof dashboardFinanceSchema>;

export const dashboardMissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  gameName: z.string(),
  progress: z.number().int(),
  target: z.number().int(),
});
export type DashboardMission = z.infer<typeof dashboardMissionSchema>;

export const dashboardGamificationSchema = z.object({
  /** The level number in the game where the person has most XP; null when no game has levels. */
  level: z.number().int().nullable(),
  levelName: z.string().nullable(),
  /** Spendable points over every game. */
  points: z.number().int(),
  streak: z.number().int(),
  activeMissions: z.array(dashboardMissionSchema),
});
export type DashboardGamification = z.infer<typeof dashboardGamificationSchema>;

export const dashboardNotificationsSchema = z.object({
  unread: z.number().int(),
  latest: z.array(z.object({ id: z.string(), title: z.string(), createdAt: z.string() })),
});

export const activityDaySchema = z.object({ day: z.string(), count: z.number().int() });
export type ActivityDay = z.infer<typeof activityDaySchema>;

export const dashboardActivitySchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  /** Only days with count > 0, oldest first. */
  days: z.array(activityDaySchema),
});
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;

export const dashboardSummarySchema = z.object({
  generatedAt: z.string(),
  timeZone: z.string(),
  flow: dashboardFlowSchema,
  /** Null when the workspace has no finance for this person (see the module's service). */
  finance: dashboardFinanceSchema.nullable(),
  /** Null when the person plays no game and this workspace's account type cannot create one. */
  gamification: dashboardGamificationSchema.nullable(),
  notifications: dashboardNotificationsSchema,
  activity: dashboardActivitySchema,
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
