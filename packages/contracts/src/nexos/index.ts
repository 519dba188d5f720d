/**
 * Nexos: links between any two records of a workspace (a task and a person, a page and a
 * product…), by (kind, id) of THE record registry (workspaces/locate.ts). One link per
 * unordered pair, with an optional label; no link to itself. When either record is deleted
 * the link goes with it, in the same transaction (database triggers: nothing ever dangles).
 * API: `/api/app/nexos`.
 *
 * Only re-exports: the zod-free values and endpoints stay apart from the schemas, so a
 * bundle that uses only the former carries no zod (the web's first paint, issue 17).
 */
export * from './entity';
export * from './schemas';
export * from './events';
export * from './realtime';
export * from './endpoints';
