import { defineEndpoint, schemaType } from '../platform/endpoints';
import type {
  addReviewAudienceBodySchema,
  createReviewCommentBodySchema,
  publicReviewSchema,
  reviewAudienceSchema,
  reviewCommentSchema,
  reviewCommentsSchema,
} from './index';

const base = '/api/app/universo/reviews/{kind}/{recordId}';
const publicBase = '/api/public/reviews/{token}';

/** reviews: a record's testing audience and comments (members), and the review link (public). */
export const reviewsEndpoints = {
  audience: defineEndpoint({
    method: 'GET',
    path: `${base}/audience`,
    response: schemaType<typeof reviewAudienceSchema>(),
  }),
  addAudience: defineEndpoint({
    method: 'POST',
    path: `${base}/audience`,
    body: schemaType<typeof addReviewAudienceBodySchema>(),
    response: schemaType<typeof reviewAudienceSchema>(),
  }),
  revokeAudience: defineEndpoint({
    method: 'DELETE',
    path: `${base}/audience/{entryId}`,
    response: schemaType<typeof reviewAudienceSchema>(),
  }),
  comments: defineEndpoint({
    method: 'GET',
    path: `${base}/comments`,
    response: schemaType<typeof reviewCommentsSchema>(),
  }),
  comment: defineEndpoint({
    method: 'POST',
    path: `${base}/comments`,
    body: schemaType<typeof createReviewCommentBodySchema>(),
    response: schemaType<typeof reviewCommentSchema>(),
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: `${base}/comments/{commentId}/resolve`,
    response: schemaType<typeof reviewCommentSchema>(),
  }),
  reopen: defineEndpoint({
    method: 'POST',
    path: `${base}/comments/{commentId}/reopen`,
    response: schemaType<typeof reviewCommentSchema>(),
  }),
  publicReview: defineEndpoint({
    method: 'GET',
    path: publicBase,
    response: schemaType<typeof publicReviewSchema>(),
  }),
  publicComment: defineEndpoint({
    method: 'POST',
    path: `${publicBase}/comments`,
    body: schemaType<typeof createReviewCommentBodySchema>(),
    response: schemaType<typeof reviewCommentSchema>(),
  }),
};
