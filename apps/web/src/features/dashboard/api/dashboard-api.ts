import { versionConflictCode } from '@orbita/contracts';
import {
  dashboardEndpoints as endpoints,
  type DashboardLayout,
  type UpdateLayoutBody,
} from '@orbita/contracts/dashboard';
import { callApi, HttpError, type RequestOptions } from '../../../platform/http';

/**
 * The layout is one record per person and workspace, with no id of its own. The platform's
 * concurrency piece recognises a record (and a 409's `current`) by `id` + `version`, so the
 * web gives the layout this constant id on the way in; it never goes back to the server.
 */
export const LAYOUT_ID = 'layout';
export type VersionedLayout = DashboardLayout & { id: typeof LAYOUT_ID };

const withId = (layout: DashboardLayout): VersionedLayout => ({ ...layout, id: LAYOUT_ID });

/** A stale save's 409 with its `current` layout given the id (see LAYOUT_ID); other errors as they are. */
function withCurrentId(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status !== 409) return error;
  if (error.code !== versionConflictCode) return error;
  const body = error.body as { current?: DashboardLayout } | undefined;
  if (!body?.current) return error;
  return new HttpError(error.message, {
    status: error.status,
    code: error.code,
    fields: error.fields,
    body: { ...body, current: withId(body.current) },
  });
}

/** `/api/app/me/dashboard...`, typed by the contracts. */
export const dashboardApi = {
  summary: (options?: RequestOptions) => callApi(endpoints.summary, options),
  layout: async (options?: RequestOptions) => withId(await callApi(endpoints.layout, options)),
  saveLayout: async (body: UpdateLayoutBody) => {
    try {
      return withId(await callApi(endpoints.saveLayout, { body }));
    } catch (error) {
      throw withCurrentId(error);
    }
  },
};
