/**
 * The one cache key of the signed-in state; the auth screens, the shell and every feature
 * read it. A file of its own because the sign-in form writes under it: importing it from
 * app-state.ts would bring that module's useQuery (TanStack's query observer) and the
 * role table into the sign-in page's download.
 */
export const APP_STATE_KEY = ['auth', 'app'] as const;
