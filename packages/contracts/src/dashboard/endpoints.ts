import { defineEndpoint, schemaType } from '../platform/endpoints';
import type {
  dashboardLayoutSchema,
  dashboardSummarySchema,
  updateLayoutBodySchema,
} from './index';

const base = '/api/app/me/dashboard';

/** The person's dashboard (`/me/home`): one aggregate read and the saved layout. */
export const dashboardEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: base,
    response: schemaType<typeof dashboardSummarySchema>(),
  }),
  layout: defineEndpoint({
    method: 'GET',
    path: `${base}/layout`,
    response: schemaType<typeof dashboardLayoutSchema>(),
  }),
  saveLayout: defineEndpoint({
    method: 'PUT',
    path: `${base}/layout`,
    body: schemaType<typeof updateLayoutBodySchema>(),
    response: schemaType<typeof dashboardLayoutSchema>(),
  }),
};
