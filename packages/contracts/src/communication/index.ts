/**
 * Communication (`/api/app/comunicacao/...`): the daily access event and the person's
 * notifications. Shared by server (validation, OpenAPI) and web (types, labels).
 *
 * Only re-exports: the zod-free values and endpoints stay apart from the schemas, so a
 * bundle that uses only the former carries no zod (the web's first paint, issue 17).
 */
export * from './notification-values';
export * from './schemas';
export * from './events';
export * from './endpoints';
