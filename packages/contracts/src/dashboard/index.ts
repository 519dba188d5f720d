/**
 * Dashboard (`/me/home`, `/api/app/me/dashboard`): the "what now?" aggregate, the activity
 * heatmap and the person's widget layout. Shared by server (validation, OpenAPI) and web.
 */
export * from './summary';
export * from './layout';
export * from './realtime';
export * from './endpoints';
