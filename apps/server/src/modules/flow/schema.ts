/** Every flow table, for db/schema.ts (drizzle-kit and the typed query builder). */
export * from './inbox/schema';
export * from './lists/schema';
export * from './tasks/schema';
export * from './processes/schema';
export * from './history/schema';
export * from './trash/schema';
