/**
 * Explore: the public face of publications and pages — the central visibility rule, public
 * sites (`/site/<handle>/…`), the explore feed, reactions, reports and moderation.
 */
export * from './visibility';
export * from './api';
export * from './endpoints';
