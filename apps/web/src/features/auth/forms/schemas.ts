import { passwordSchema, updateMeBodySchema } from '@orbita/contracts/auth';
import { ptBRErrorMap } from '@orbita/contracts/i18n';
import { z } from 'zod';

// The contracts' rules without an explicit message fall back to zod's global map: pt-BR.
z.config({ localeError: ptBRErrorMap });

export {
  changePasswordBodySchema,
  loginBodySchema,
  recoverBodySchema,
  registerBodySchema,
  resendConfirmationBodySchema,
} from '@orbita/contracts/auth';

const mismatch = 'As senhas não conferem.';

/** `/registro/Recupera`: the new password twice. */
export const resetFormSchema = z
  .object({ password: passwordSchema, confirmation: z.string() })
  .refine((v) => v.password === v.confirmation, { message: mismatch, path: ['confirmation'] });
export type ResetForm = z.infer<typeof resetFormSchema>;

/** Profile credentials: the current password (when the account has one) and the new one twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().max(200),
    newPassword: passwordSchema,
    confirmation: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmation, { message: mismatch, path: ['confirmation'] });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

const avatarUrl = updateMeBodySchema.shape.avatarUrl.unwrap().unwrap();
const name = updateMeBodySchema.shape.name.unwrap();

/** Profile details: an empty avatar URL means "no picture". */
export const profileFormSchema = z.object({
  name,
  avatarUrl: z
    .string()
    .trim()
    .refine((v) => v === '' || avatarUrl.safeParse(v).success, {
      message: 'Informe uma URL válida.',
    }),
});
export type ProfileForm = z.input<typeof profileFormSchema>;
