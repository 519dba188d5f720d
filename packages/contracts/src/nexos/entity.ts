/**
 * Nexos' plain values: the realtime entity and the limits. No zod here: the signed-in shell
 * follows the entity on every first load, and the schemas (schemas.ts) would run zod's
 * schema building before the first paint (issue 17). index.ts re-exports both.
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const nexosEntity = 'nexos';

export const NEXO_LABEL_MAX = 80;
/** Most links one record may have (the panel and the graph stay bounded). */
export const NEXOS_PER_RECORD_MAX = 200;
/** Most nodes of a neighbourhood graph (the record, its links, and theirs). */
export const NEXOS_GRAPH_NODES_MAX = 200;
export const NEXOS_SEARCH_MAX = 20;
export const NEXOS_QUERY_MAX = 200;
