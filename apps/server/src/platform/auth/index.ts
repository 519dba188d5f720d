/** Authentication for every module: hooks, request identity, the WebSocket upgrade. */
export {
  signAccessToken,
  verifyAccessToken,
  type AccessClaims,
  type VerifiedAccess,
} from './access-token';
export { isSessionAlive, resolveRequestAuth, type RequestAuth } from './authenticate';
export {
  ACCESS_COOKIE,
  accessTokenFromCookie,
  bearerToken,
  clearSessionCookies,
  isMobileClient,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  setSessionCookies,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './cookies';
export { randomSecret, safeEqual, sha256 } from './crypto';
export { xsrfValue, type AuthKeys } from './keys';
export { authPlugin, type AuthHook } from './plugin';
export { authenticateUpgrade, type UpgradeIdentity } from './upgrade';
export { assertXsrf, hasValidXsrf, isSafeMethod, type XsrfBinding } from './xsrf';
