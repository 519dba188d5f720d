/**
 * The person's own settings (`/api/app/me/settings`) and side menu (`/api/app/me/menu`).
 * Both belong to the person, not to a workspace: the same time zone, start page, menu and
 * shortcuts in every workspace they open, on every device (live through their user queue).
 *
 * Only re-exports: the zod-free values and endpoints stay apart from the schemas, so a
 * bundle that uses only the former carries no zod (the web's first paint, issue 17).
 */
export * from './values';
export * from './schemas';
export { settingsEndpoints } from './endpoints';
export * from './events';
