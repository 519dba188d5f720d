import { z } from 'zod';
import { checkpoints } from './checkpoints';
import { httpUrl } from '../platform/http-url';
import { roleSchema } from '../workspaces/role-schemas';

/**
 * The session API (`/api/auth/...` and `/api/app/me...`), shared by server and web.
 * Field messages are pt-BR; the server repeats them in `fields` of a 400.
 */
export const accountTypes = ['tourist', 'player', 'creator', 'organization'] as const;
export const accountTypeSchema = z.enum(accountTypes);
export type AccountType = z.infer<typeof accountTypeSchema>;
export const accountTypeLabels: Record<AccountType, string> = {
  tourist: 'Só olhando',
  player: 'Jogador',
  creator: 'Criador',
  organization: 'Organização',
};
/** The three choices of onboarding and of the profile ("Jogador" comes from joining a game). */
export const selectableAccountTypes = ['tourist', 'creator', 'organization'] as const;

// The markers live in a module without zod (checkpoints.ts): the signed-in shell reads them
// on every first paint, the schemas only where a form needs them.
export { checkpoints } from './checkpoints';
export const checkpointSchema = z.enum([checkpoints.welcome, checkpoints.accountType]);

export const emailSchema = z
  .email('Informe um e-mail válido.')
  .max(254, 'Informe no máximo 254 caracteres.');
export const passwordSchema = z
  .string()
  .min(8, 'A senha precisa ter pelo menos 8 caracteres.')
  .max(200, 'A senha pode ter no máximo 200 caracteres.');
const nameSchema = z
  .string()
  .trim()
  .min(1, 'Informe seu nome.')
  .max(120, 'Informe no máximo 120 caracteres.');
const tokenSchema = z.string().min(1, 'Link inválido.').max(512, 'Link inválido.');

export const registerBodySchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Informe sua senha.').max(200),
});
export const confirmBodySchema = z.strictObject({ token: tokenSchema });
export const resendConfirmationBodySchema = z.strictObject({ email: emailSchema });
export const recoverBodySchema = z.strictObject({ email: emailSchema });
export const resetBodySchema = z.strictObject({ token: tokenSchema, password: passwordSchema });
/** Is a reset link still usable? Asked when the page opens; the link is not used up. */
export const resetCheckBodySchema = z.strictObject({ token: tokenSchema });
export const googleBodySchema = z.strictObject({
  credential: z.string().min(1, 'Credencial do Google ausente.').max(8192),
});

export const sessionUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  accountType: accountTypeSchema.nullable(),
  avatarUrl: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * Answer of login, confirm, refresh and google. The client merges it whole into the
 * `ai-token` store (spec §7: "the whole response updates the stored token data").
 * `refreshToken` is present for mobile clients only (web keeps it in an httpOnly cookie).
 */
export const sessionSchema = z.object({
  token: z.string(),
  checkpoints: z.array(z.string()),
  user: sessionUserSchema,
  workspaceId: z.uuid(),
  refreshToken: z.string().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

export const workspaceSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(['personal', 'shared']),
  role: roleSchema,
});

/** `GET /api/auth/app`: everything the client needs after a reload. */
export const appStateSchema = z.object({
  user: sessionUserSchema.extend({
    hasPassword: z.boolean(),
    googleLinked: z.boolean(),
    emailConfirmed: z.boolean(),
  }),
  workspaces: z.array(workspaceSummarySchema),
  workspaceId: z.uuid(),
  role: roleSchema,
  checkpoints: z.array(z.string()),
  settings: z.object({ googleClientId: z.string().nullable(), facebookAvailable: z.boolean() }),
});
export type AppState = z.infer<typeof appStateSchema>;

/** `PATCH /api/app/me`. */
export const updateMeBodySchema = z.strictObject({
  name: nameSchema.optional(),
  avatarUrl: httpUrl().nullable().optional(),
  /**
   * A media library file as the avatar (issue 18): the answer's `user.avatarUrl` becomes its
   * durable public URL (`/api/public/media/<id>/thumb`); null (or a new `avatarUrl`) ends it.
   */
  avatarMediaId: z.uuid('Arquivo não encontrado.').nullable().optional(),
  accountType: z.enum(selectableAccountTypes).optional(),
});

/** `POST /api/app/me/password`; `currentPassword` is required when the account has one. */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().max(200).optional(),
  newPassword: passwordSchema,
});

export const messageSchema = z.object({ message: z.string() });

/**
 * Stable `code`s of the session API's errors, for programs (the web shows `message`).
 * E.g. `emailUnconfirmed` lets the login screen offer to resend the confirmation.
 */
export const authErrorCodes = {
  invalidCredentials: 'auth.invalid_credentials',
  emailUnconfirmed: 'auth.email_unconfirmed',
  tokenInvalid: 'auth.token_invalid',
  tokenExpired: 'auth.token_expired',
  googleInvalid: 'auth.google_invalid',
  googleEmailUnverified: 'auth.google_email_unverified',
  googleConflict: 'auth.google_conflict',
  googleLastCredential: 'auth.google_last_credential',
  xsrf: 'xsrf',
} as const;
