export { LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, setLanguageCookie } from './language';
