/** Every module's tables, gathered for drizzle-kit and the typed query builder. */
export * from '../platform/identity/schema';
export * from '../modules/auth/schema';
export * from '../modules/workspaces/schema';
export * from '../platform/auth/schema';
export * from '../platform/mail/schema';
export * from '../platform/realtime/schema';
export * from '../platform/collab/schema';
export * from '../modules/communication/schema';
export * from '../modules/flow/schema';
export * from '../modules/finance/schema';
// Finance slices with tables of their own: gathered here, not re-exported by finance/schema.ts,
// which their tables reference (a re-export there would be an import cycle).
export * from '../modules/finance/recurrences/schema';
export * from '../modules/finance/rules/schema';
export * from '../modules/finance/budgets/schema';
export * from '../modules/finance/attachments/schema';
export * from '../modules/gamification/schema';
// A mind-maps slice with a table of its own that references mind_maps (same reason as above).
export * from '../modules/mind-maps/work/schema';
// A people slice with a table of its own that references people (same reason as above).
export * from '../modules/people/keep-in-touch/schema';
