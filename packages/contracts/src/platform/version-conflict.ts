import { errorCodes } from './error-codes';

/**
 * What the web needs of a stale edit's 409, in a module without zod: screens that only
 * recognise a conflict (the dashboard's layout save, the conflict dialog) then load no
 * schema code on their first paint (issue 17: /me/home LCP).
 */
export const CONFLICT_MESSAGE =
  'Este registro foi alterado por outra pessoa. Veja a versão atual e reaplique suas alterações.';

/** The code of a stale edit's 409 (the shared `conflict`). */
export const versionConflictCode = errorCodes.conflict;
