import { formatCode } from '@orbita/contracts';
import {
  PRODUCT_CODE_PREFIX,
  PRODUCT_CODE_WIDTH,
  type ProductCodeSettings,
  type updateProductCodeSettingsBodySchema,
} from '@orbita/contracts/products';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { updateVersioned, withCurrentOnConflict } from '../../platform/db/versioned';
import { emit } from '../../platform/events/bus';
import type { MemberContext } from '../../platform/scope';
import { peekCounterNumber } from '../flow';
import { productCodeSettings } from './schema';

type Member = Pick<MemberContext, 'userId' | 'workspaceId'>;

/** The workspace's sequence as stored, or the defaults (`PRD`, no suffix) before its first change. */
export async function codeSequence(
  db: Queryable,
  workspaceId: string,
): Promise<{ prefix: string; suffix: string; version: number }> {
  const [row] = await db
    .select()
    .from(productCodeSettings)
    .where(eq(productCodeSettings.workspaceId, workspaceId));
  return row ?? { prefix: PRODUCT_CODE_PREFIX, suffix: '', version: 1 };
}

/** A new product's code: the workspace's prefix/suffix around its number. */
export async function productCode(db: Queryable, workspaceId: string, number: number) {
  const { prefix, suffix } = await codeSequence(db, workspaceId);
  return formatCode({ prefix, suffix, width: PRODUCT_CODE_WIDTH }, number);
}

/** What GET …/codigos answers: the sequence and the next product's number and code. */
export async function readCodeSettings(
  db: Queryable,
  member: Member,
): Promise<ProductCodeSettings> {
  const { prefix, suffix, version } = await codeSequence(db, member.workspaceId);
  const nextNumber = await peekCounterNumber(db, member.workspaceId, 'products');
  return {
    id: member.workspaceId,
    prefix,
    suffix,
    width: PRODUCT_CODE_WIDTH,
    nextNumber,
    nextCode: formatCode({ prefix, suffix, width: PRODUCT_CODE_WIDTH }, nextNumber),
    version,
  };
}

/**
 * Changes the prefix and/or suffix of new products' codes (versioned: a stale edit answers
 * 409 with the settings as they are now). The row is made with the defaults on the first
 * change, at version 1, so the version a GET showed before it still matches.
 */
export async function updateCodeSettings(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof updateProductCodeSettingsBodySchema>,
): Promise<ProductCodeSettings> {
  const { version, ...fields } = body;
  await withCurrentOnConflict(
    () =>
      transaction(ctx, async (tx) => {
        await tx
          .insert(productCodeSettings)
          .values({ workspaceId: member.workspaceId })
          .onConflictDoNothing({ target: productCodeSettings.workspaceId });
        await updateVersioned(
          tx,
          productCodeSettings,
          eq(productCodeSettings.workspaceId, member.workspaceId),
          version,
          { ...fields, updatedAt: new Date() },
        );
        await emit(tx, 'products.codes.updated', {
          workspaceId: member.workspaceId,
          actorId: member.userId,
        });
      }),
    () => readCodeSettings(ctx.db, member),
  );
  return readCodeSettings(ctx.db, member);
}
