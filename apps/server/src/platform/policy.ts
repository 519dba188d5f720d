import {
  accountFeatureLabels,
  accountTypeAllows,
  accountTypeLabels,
  accountTypesFor,
  can,
  isPersonOnly,
  personOnlyCode,
  personOnlyMessage,
  workspaceErrorCodes,
  type AccountFeature,
  type AccountType,
  type Action,
} from '@orbita/contracts';
import { and, eq } from 'drizzle-orm';
import type { RequestAuth } from './auth/authenticate';
import type { Queryable } from './db/client';
import { AppError } from './errors';
import { memberships, users } from './identity/schema';
import type { MemberContext } from './scope';

/**
 * The one policy layer: routes call `authorize(ctx, action)` before the service runs (the
 * route kit's `requires(action)` does it at one position). Two tables, both in contracts and
 * shared with the web client:
 *  - the role → action table (roles.ts), with the actions only a person may do (never a key);
 *  - the account-type → feature table (account-types.ts): a workspace can do what its
 *    Principal's account type allows; inside that, each member what their role allows.
 */
export function authorize(
  ctx: Pick<MemberContext, 'role'>,
  action: Action,
  via?: RequestAuth['via'],
): void {
  if (!can(ctx.role, action)) throw AppError.forbidden();
  // A key acts with a role, but never changes who may act here: it would widen itself.
  if (via === 'key' && isPersonOnly(action))
    throw AppError.forbidden(personOnlyMessage, personOnlyCode);
}

/** The account type of the workspace's Principal (null: not chosen yet, or no Principal). */
export async function workspaceAccountType(
  q: Queryable,
  workspaceId: string,
): Promise<AccountType | null> {
  const [owner] = await q
    .select({ accountType: users.accountType })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.role, 'owner')))
    .limit(1);
  return owner?.accountType ?? null;
}

/** The pt-BR refusal: what the feature needs, what this workspace is, who can change it. */
export function accountTypeRefusal(feature: AccountFeature, type: AccountType | null): AppError {
  const needed = accountTypesFor(feature)
    .filter((t) => t !== 'player')
    .map((t) => accountTypeLabels[t])
    .join(' ou ');
  const current = type ? `é do tipo ${accountTypeLabels[type]}` : 'ainda não tem um tipo escolhido';
  return AppError.forbidden(
    `${accountFeatureLabels[feature]}: disponível em contas do tipo ${needed}. Esta conta ${current}; o Principal pode alterar o tipo em Perfil.`,
    workspaceErrorCodes.accountType,
  );
}

/** Refuses a write the workspace's account type (its Principal's) does not allow. */
export async function authorizeAccountType(
  q: Queryable,
  ctx: Pick<MemberContext, 'workspaceId'>,
  feature: AccountFeature,
): Promise<void> {
  // Every type has the basics: no need to ask the database.
  if (accountTypeAllows(null, feature)) return;
  const type = await workspaceAccountType(q, ctx.workspaceId);
  if (!accountTypeAllows(type, feature)) throw accountTypeRefusal(feature, type);
}
