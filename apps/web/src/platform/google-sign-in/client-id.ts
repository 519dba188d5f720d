/**
 * The client id for signed-out screens (no public settings endpoint exists): empty hides the button.
 * A file of its own so the sign-in form can ask whether to offer Google without downloading
 * the button component and the GSI loader, which come with the lazy Google section.
 */
export function googleClientIdFromEnv(): string | null {
  const value = import.meta.env.VITE_GOOGLE_CLIENT_ID;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
