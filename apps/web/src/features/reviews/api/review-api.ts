import { reviewsEndpoints as ep, type CreateReviewCommentBody } from '@orbita/contracts/reviews';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';

/** The review link's API (public: the token is the key, no session needed). */
export const publicReviewApi = {
  get: (token: string, signal?: AbortSignal) =>
    callApi(ep.publicReview, { params: { token }, signal }),
  comment: (token: string, body: CreateReviewCommentBody) =>
    callApi(ep.publicComment, { params: { token }, body }),
};

export const publicReviewQueries = {
  review: (token: string) =>
    queryOptions({
      queryKey: ['review-link', token] as const,
      queryFn: ({ signal }) => publicReviewApi.get(token, signal),
      // A closed link answers 404 for good: asking again would only delay the message.
      retry: false,
    }),
};
