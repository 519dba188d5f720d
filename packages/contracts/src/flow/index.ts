/**
 * Flow (`/api/app/flow/...`): the GTD inbox, lists with tasks, processes with cards.
 * Shared by server (validation, OpenAPI) and web (types, labels, quick-add preview, formulas).
 */
export * from './vocabulary';
export * from './common';
export * from './formula';
export * from './inbox';
export * from './lists';
export * from './tasks';
export * from './templates';
export * from './processes';
export * from './card-parts';
export * from './process-item';
export * from './events';
export * from './realtime';
export * from './endpoints';
export * from './history';
export * from './trash';
export * from './history-endpoints';
export * from './card-endpoints';
