import { authErrorCodes } from '@orbita/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { transaction } from '../../platform/db/transaction';
import { retryOnUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors';
import { users } from '../../platform/identity/schema';
import { createAccount, findUserByEmail, type UserRow } from './accounts';
import type { AuthDeps } from './deps';
import type { GoogleIdentity } from './google-verifier';
import { retireOneTimeTokens } from './one-time-tokens';
import { emitAboutPerson } from './person-events';
import type { ClientType } from './refresh-sessions';
import { finishSignIn, startSignIn, type SignedIn } from './sign-in';

export const googleAccountErrors = {
  unverifiedEmail: () =>
    AppError.forbidden(
      'O e-mail da sua conta Google ainda não foi verificado pelo Google. Verifique-o e tente de novo.',
      authErrorCodes.googleEmailUnverified,
    ),
  otherGoogleAccount: () =>
    AppError.conflict(
      'Este e-mail já está ligado a outra conta Google. Entre com sua senha.',
      authErrorCodes.googleConflict,
    ),
  linkedElsewhere: () =>
    AppError.conflict(
      'Esta conta Google já está conectada a outro usuário.',
      authErrorCodes.googleConflict,
    ),
};

function nameFrom(identity: GoogleIdentity): string {
  return (identity.name?.trim() || identity.email.split('@')[0] || identity.email).slice(0, 120);
}

/**
 * Sign-in with Google: the account linked to the Google `sub`; else the account of the
 * same (Google-verified) e-mail, which gets linked; else a new, confirmed account. An
 * unconfirmed account of that e-mail loses its password: whoever set it never proved the
 * mailbox, and the person who now proves it through Google must not share the account.
 */
export async function signInWithGoogle(
  ctx: AppContext,
  deps: AuthDeps,
  identity: GoogleIdentity,
  clientType: ClientType,
): Promise<SignedIn> {
  const pending = await retryOnUniqueViolation(() =>
    transaction(ctx, async (tx) => {
      const [linked] = await tx.select().from(users).where(eq(users.googleSub, identity.sub));
      if (linked) return startSignIn(tx, linked, clientType, 'google');
      if (!identity.emailVerified) throw googleAccountErrors.unverifiedEmail();

      const existing = await findUserByEmail(tx, identity.email, { lock: true });
      let user: UserRow;
      if (existing) {
        if (existing.googleSub) throw googleAccountErrors.otherGoogleAccount();
        const confirmed = existing.emailConfirmedAt !== null;
        [user] = (await tx
          .update(users)
          .set({
            googleSub: identity.sub,
            avatarUrl: existing.avatarUrl ?? identity.picture,
            ...(confirmed ? {} : { emailConfirmedAt: new Date(), passwordHash: null }),
            updatedAt: new Date(),
          })
          .where(eq(users.id, existing.id))
          .returning()) as [UserRow];
        await emitAboutPerson(tx, 'auth.google-account.connected', user, {});
        if (!confirmed) {
          await retireOneTimeTokens(tx, user.id, 'confirm_email');
          await emitAboutPerson(tx, 'auth.email.confirmed', user, {});
        }
      } else {
        user = await createAccount(tx, {
          name: nameFrom(identity),
          email: identity.email,
          googleSub: identity.sub,
          avatarUrl: identity.picture,
          emailConfirmedAt: new Date(),
        });
        await emitAboutPerson(tx, 'auth.user.registered', user, {
          method: 'google',
          newAccount: true,
        });
      }
      return startSignIn(tx, user, clientType, 'google');
    }),
  );
  return finishSignIn(deps, pending);
}
