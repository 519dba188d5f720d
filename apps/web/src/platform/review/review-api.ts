import {
  reviewsEndpoints as ep,
  reviewsEntity,
  type AddReviewAudienceBody,
  type CreateReviewCommentBody,
  type ReviewKind,
} from '@orbita/contracts/reviews';
import { workspacesEndpoints } from '@orbita/contracts/workspaces';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../http';

export interface ReviewRecord {
  kind: ReviewKind;
  recordId: string;
}

const params = (r: ReviewRecord) => ({ kind: r.kind, recordId: r.recordId });

export const reviewApi = {
  audience: (r: ReviewRecord, signal?: AbortSignal) =>
    callApi(ep.audience, { params: params(r), signal }),
  addAudience: (r: ReviewRecord, body: AddReviewAudienceBody) =>
    callApi(ep.addAudience, { params: params(r), body }),
  revoke: (r: ReviewRecord, entryId: string) =>
    callApi(ep.revokeAudience, { params: { ...params(r), entryId } }),
  comments: (r: ReviewRecord, signal?: AbortSignal) =>
    callApi(ep.comments, { params: params(r), signal }),
  comment: (r: ReviewRecord, body: CreateReviewCommentBody) =>
    callApi(ep.comment, { params: params(r), body }),
  resolve: (r: ReviewRecord, commentId: string) =>
    callApi(ep.resolve, { params: { ...params(r), commentId } }),
  reopen: (r: ReviewRecord, commentId: string) =>
    callApi(ep.reopen, { params: { ...params(r), commentId } }),
};

/**
 * Keys start with the realtime entity `reviews`: a comment left through a review link, or
 * a colleague's resolve, refreshes the panel in every open tab (platform/realtime).
 */
export const reviewQueries = {
  record: (r: ReviewRecord) => [reviewsEntity, r.kind, r.recordId] as const,
  audience: (r: ReviewRecord) =>
    queryOptions({
      queryKey: [...reviewQueries.record(r), 'audience'] as const,
      queryFn: ({ signal }) => reviewApi.audience(r, signal),
    }),
  comments: (r: ReviewRecord) =>
    queryOptions({
      queryKey: [...reviewQueries.record(r), 'comments'] as const,
      queryFn: ({ signal }) => reviewApi.comments(r, signal),
    }),
  /** Members and teams of the workspace: the audience's choices. */
  members: (workspaceId: string) =>
    queryOptions({
      queryKey: ['membership', workspaceId] as const,
      queryFn: ({ signal }) =>
        callApi(workspacesEndpoints.members, { params: { workspaceId }, signal }),
      staleTime: 60_000,
    }),
  teams: (workspaceId: string) =>
    queryOptions({
      queryKey: ['membership', workspaceId, 'teams'] as const,
      queryFn: ({ signal }) =>
        callApi(workspacesEndpoints.teams, { params: { workspaceId }, signal }),
      staleTime: 60_000,
    }),
};
