import { defineEndpoint, schemaType } from '../platform/endpoints';
import type {
  menuSchema,
  settingsSchema,
  updateMenuBodySchema,
  updateSettingsBodySchema,
} from './schemas';

const base = '/api/app/me';

/** The person's own settings and side menu (`/api/app/me/settings`, `/api/app/me/menu`). */
export const settingsEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/settings`,
    response: schemaType<typeof settingsSchema>(),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${base}/settings`,
    body: schemaType<typeof updateSettingsBodySchema>(),
    response: schemaType<typeof settingsSchema>(),
  }),
  menu: defineEndpoint({
    method: 'GET',
    path: `${base}/menu`,
    response: schemaType<typeof menuSchema>(),
  }),
  updateMenu: defineEndpoint({
    method: 'PUT',
    path: `${base}/menu`,
    body: schemaType<typeof updateMenuBodySchema>(),
    response: schemaType<typeof menuSchema>(),
  }),
};
