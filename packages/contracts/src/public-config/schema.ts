import { z } from 'zod';

/**
 * `GET /api/public/config`: what a signed-out screen must know about this server before anyone
 * signs in. Read at run time, so one build of the web app serves every installation: setting
 * GOOGLE_CLIENT_ID (or the Facebook app) on the server is enough, no rebuild.
 */
export const publicConfigSchema = z.object({
  /** The Google OAuth client id of the sign-in button; null: no Google sign-in here. */
  googleClientId: z.string().nullable(),
  /** Facebook connection available (FACEBOOK_APP_ID and FACEBOOK_APP_SECRET set). */
  facebookEnabled: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
