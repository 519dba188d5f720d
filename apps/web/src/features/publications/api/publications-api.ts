import { exploreEndpoints } from '@orbita/contracts/explore';
import { mediaEndpoints } from '@orbita/contracts/media';
import {
  publicationsEndpoints as endpoints,
  type CreatePublicationBody,
  type PublicationsListQuery,
  type UpdatePublicationBody,
} from '@orbita/contracts/publications';
import { workspacesEndpoints } from '@orbita/contracts/workspaces';
import { callApi, type RequestOptions } from '../../../platform/http';

/** What the list asks for: the search and the filters (all optional). */
export type PublicationListParams = Pick<
  PublicationsListQuery,
  'q' | 'status' | 'visibility' | 'tag'
>;

/** `/api/app/universo/publications`, typed by the contracts. */
export const publicationsApi = {
  list: (params: PublicationListParams, cursor: string | undefined, options?: RequestOptions) =>
    callApi(endpoints.list, { query: { ...params, cursor }, ...options }),
  get: (id: string, options?: RequestOptions) =>
    callApi(endpoints.get, { params: { id }, ...options }),
  create: (body: CreatePublicationBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: UpdatePublicationBody) =>
    callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),
  publish: (id: string) => callApi(endpoints.publish, { params: { id } }),
  unpublish: (id: string) => callApi(endpoints.unpublish, { params: { id } }),

  // History
  revisions: (id: string, options?: RequestOptions) =>
    callApi(endpoints.revisions, { params: { id }, ...options }),
  diff: (id: string, revisionId: string, against: string, options?: RequestOptions) =>
    callApi(endpoints.diff, { params: { id, revisionId }, query: { against }, ...options }),
  restore: (id: string, revisionId: string) =>
    callApi(endpoints.restore, { params: { id, revisionId } }),

  /** The workspace's public site (its handle makes the public address). */
  site: (options?: RequestOptions) => callApi(exploreEndpoints.site, { ...options }),
  /** The cover's file (its preview and name). */
  mediaFile: (id: string, options?: RequestOptions) =>
    callApi(mediaEndpoints.get, { params: { id }, ...options }),
  /** The workspace's members (authors). */
  members: (workspaceId: string, options?: RequestOptions) =>
    callApi(workspacesEndpoints.members, { params: { workspaceId }, ...options }),
};
