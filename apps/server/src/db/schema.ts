/** Every module's tables, gathered for drizzle-kit and the typed query builder. */
export * from '../modules/auth/schema';
export * from '../modules/workspaces/schema';
