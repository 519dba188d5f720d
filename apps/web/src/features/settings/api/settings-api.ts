import type { UpdateMenuBody, UpdateSettingsBody } from '@orbita/contracts/settings';
import { settingsEndpoints as endpoints } from '@orbita/contracts/settings/endpoints';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/me/settings` and `/api/app/me/menu`, typed by the contracts. */
export const settingsApi = {
  get: (options?: RequestOptions) => callApi(endpoints.get, options),
  save: (body: UpdateSettingsBody) => callApi(endpoints.update, { body }),
  menu: (options?: RequestOptions) => callApi(endpoints.menu, options),
  saveMenu: (body: UpdateMenuBody) => callApi(endpoints.updateMenu, { body }),
};
