export { callApi, type CallOptions } from './api-client';
export { isMobileClient } from './client-mode';
export { HttpError, NO_RESPONSE_MESSAGE, SESSION_EXPIRED_MESSAGE, statusOf } from './http-error';
export { refreshSession } from './refresh';
export { startRefreshAhead, useRefreshAhead } from './refresh-ahead';
export {
  http,
  IDEMPOTENT_METHODS,
  renewSession,
  request,
  RETRY_STATUSES,
  type RequestOptions,
} from './request';
