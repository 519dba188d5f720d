import { authErrorCodes } from '@orbita/contracts';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client';
import { randomSecret, sha256 } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { oneTimeTokens, type OneTimeTokenPurpose } from './schema';

export const oneTimeTokenLifetimeMs: Record<OneTimeTokenPurpose, number> = {
  confirm_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

export const invalidLink = () =>
  new AppError(
    400,
    authErrorCodes.tokenInvalid,
    'Este link é inválido ou já foi usado. Peça um novo.',
  );
export const expiredLink = () =>
  new AppError(400, authErrorCodes.tokenExpired, 'Este link expirou. Peça um novo.');

/** A 256-bit single-use token for an e-mail link; only its sha256 is stored. */
export async function issueOneTimeToken(
  tx: Tx,
  userId: string,
  purpose: OneTimeTokenPurpose,
): Promise<string> {
  // Old rows of the person go; recent ones stay so a late click still gets the right message.
  const day = 24 * 60 * 60 * 1000;
  await tx
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        or(
          lt(oneTimeTokens.expiresAt, new Date(Date.now() - 7 * day)),
          lt(oneTimeTokens.usedAt, new Date(Date.now() - day)),
        ),
      ),
    );
  const token = randomSecret(32);
  await tx.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + oneTimeTokenLifetimeMs[purpose]),
  });
  return token;
}

/** Retires every unused token of a purpose (the password changed, the e-mail is confirmed). */
export async function retireOneTimeTokens(
  tx: Tx,
  userId: string,
  purpose: OneTimeTokenPurpose,
): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/**
 * Says whether a token would be accepted now, without using it: the same refusals as
 * `consumeOneTimeToken`, so a page can refuse a used or expired link as it opens.
 */
export async function checkOneTimeToken(
  q: Queryable,
  token: string,
  purpose: OneTimeTokenPurpose,
): Promise<void> {
  const [row] = await q
    .select({ usedAt: oneTimeTokens.usedAt, expiresAt: oneTimeTokens.expiresAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, sha256(token)), eq(oneTimeTokens.purpose, purpose)));
  if (!row || row.usedAt) throw invalidLink();
  if (row.expiresAt.getTime() <= Date.now()) throw expiredLink();
}

/**
 * Uses a token once. The row is locked (`for update`), so of two concurrent uses (a double
 * click) the second waits, then sees it used. Marks every other token of the purpose used.
 */
export async function consumeOneTimeToken(
  tx: Tx,
  token: string,
  purpose: OneTimeTokenPurpose,
): Promise<{ userId: string }> {
  const [row] = await tx
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, sha256(token)), eq(oneTimeTokens.purpose, purpose)))
    .for('update');
  if (!row || row.usedAt) throw invalidLink();
  if (row.expiresAt.getTime() <= Date.now()) throw expiredLink();
  await retireOneTimeTokens(tx, row.userId, purpose);
  return { userId: row.userId };
}
