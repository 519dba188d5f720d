import { defineEndpoint, schemaType } from '../platform/endpoints';
import type {
  exploreFeedPageSchema,
  exploreFeedQuerySchema,
  exploreMeSchema,
  exploreReactionSchema,
  exploreReportBodySchema,
  exploreReportResultSchema,
  exploreSearchQuerySchema,
  exploreSearchResultSchema,
  moderationItemSchema,
  moderationQueueSchema,
  publicSiteSchema,
  updatePublicSiteBodySchema,
} from './api';

const app = '/api/app/universo/explore';
const pub = '/api/public/explore';

/** explore: the workspace's public site, the public feed/search, reactions, reports, moderation. */
export const exploreEndpoints = {
  site: defineEndpoint({
    method: 'GET',
    path: `${app}/site`,
    response: schemaType<typeof publicSiteSchema>(),
  }),
  updateSite: defineEndpoint({
    method: 'PATCH',
    path: `${app}/site`,
    body: schemaType<typeof updatePublicSiteBodySchema>(),
    response: schemaType<typeof publicSiteSchema>(),
  }),
  me: defineEndpoint({
    method: 'GET',
    path: `${app}/me`,
    response: schemaType<typeof exploreMeSchema>(),
  }),
  moderation: defineEndpoint({
    method: 'GET',
    path: `${app}/moderation`,
    response: schemaType<typeof moderationQueueSchema>(),
  }),
  moderate: defineEndpoint({
    method: 'POST',
    path: `${app}/moderation/{kind}/{id}/{action}`,
    response: schemaType<typeof moderationItemSchema>(),
  }),
  feed: defineEndpoint({
    method: 'GET',
    path: `${pub}/feed`,
    query: schemaType<typeof exploreFeedQuerySchema>(),
    response: schemaType<typeof exploreFeedPageSchema>(),
  }),
  featured: defineEndpoint({
    method: 'GET',
    path: `${pub}/featured`,
    response: schemaType<typeof exploreFeedPageSchema>(),
  }),
  search: defineEndpoint({
    method: 'GET',
    path: `${pub}/search`,
    query: schemaType<typeof exploreSearchQuerySchema>(),
    response: schemaType<typeof exploreSearchResultSchema>(),
  }),
  react: defineEndpoint({
    method: 'POST',
    path: `${pub}/{kind}/{id}/react`,
    response: schemaType<typeof exploreReactionSchema>(),
  }),
  report: defineEndpoint({
    method: 'POST',
    path: `${pub}/{kind}/{id}/report`,
    body: schemaType<typeof exploreReportBodySchema>(),
    response: schemaType<typeof exploreReportResultSchema>(),
  }),
};
