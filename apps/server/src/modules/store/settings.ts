import type { StoreSettings, storeSettingsBodySchema } from '@orbita/contracts/store';
import { storeMessages } from '@orbita/contracts/store';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { assertVersion } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import type { MemberContext } from '../../platform/scope';
import { financeBoxes, financeCategories } from '../finance';
import { storeSettings, type StoreSettingsRow } from './schema';

type Member = Pick<MemberContext, 'userId' | 'workspaceId'>;
type Body = z.output<typeof storeSettingsBodySchema>;

/** A workspace that never saved its settings: closed, no Pix key. */
const defaults = (workspaceId: string): StoreSettingsRow => ({
  workspaceId,
  enabled: false,
  pixKeyType: null,
  pixKey: null,
  merchantName: '',
  merchantCity: '',
  revenueBoxId: null,
  revenueCategoryId: null,
  version: 1,
  updatedBy: null,
  updatedAt: new Date(0),
});

/** Reais orders can be made: a Pix key, a merchant name and a city. */
export const pixReady = (row: StoreSettingsRow) =>
  Boolean(row.pixKey && row.merchantName && row.merchantCity);

export function presentSettings(row: StoreSettingsRow): StoreSettings {
  return {
    enabled: row.enabled,
    pixKeyType: row.pixKeyType,
    pixKey: row.pixKey,
    merchantName: row.merchantName,
    merchantCity: row.merchantCity,
    revenueBoxId: row.revenueBoxId,
    revenueCategoryId: row.revenueCategoryId,
    pixReady: pixReady(row),
    version: row.version,
    updatedAt: row.updatedAt.getTime() === 0 ? null : row.updatedAt.toISOString(),
  };
}

/** The workspace's settings (the defaults when never saved). */
export async function loadSettings(q: Queryable, workspaceId: string): Promise<StoreSettingsRow> {
  const [row] = await q
    .select()
    .from(storeSettings)
    .where(eq(storeSettings.workspaceId, workspaceId));
  return row ?? defaults(workspaceId);
}

/** The saved row under its lock (made first when missing): saves take turns. */
async function lockSettings(tx: Tx, workspaceId: string): Promise<StoreSettingsRow> {
  await tx
    .insert(storeSettings)
    .values({ workspaceId })
    .onConflictDoNothing({ target: storeSettings.workspaceId });
  const [row] = await tx
    .select()
    .from(storeSettings)
    .where(eq(storeSettings.workspaceId, workspaceId))
    .for('update');
  return row!;
}

/** The revenue box: this workspace's, open, and not a credit card (revenue lands in money held). */
async function checkRevenueTargets(tx: Tx, workspaceId: string, body: Body): Promise<void> {
  if (body.revenueBoxId) {
    const [box] = await tx
      .select({ kind: financeBoxes.kind })
      .from(financeBoxes)
      .where(
        and(
          eq(financeBoxes.workspaceId, workspaceId),
          eq(financeBoxes.id, body.revenueBoxId),
          isNull(financeBoxes.archivedAt),
          isNull(financeBoxes.finishedAt),
        ),
      );
    if (!box)
      throw AppError.validation(storeMessages.boxNotFound, {
        revenueBoxId: storeMessages.boxNotFound,
      });
    if (box.kind === 'credit_card' || box.kind === 'investment')
      throw AppError.validation('Escolha uma conta, carteira ou caixa de dinheiro.', {
        revenueBoxId: 'Escolha uma conta, carteira ou caixa de dinheiro.',
      });
  }
  if (body.revenueCategoryId) {
    const [category] = await tx
      .select({ id: financeCategories.id })
      .from(financeCategories)
      .where(
        and(
          eq(financeCategories.workspaceId, workspaceId),
          eq(financeCategories.id, body.revenueCategoryId),
          eq(financeCategories.type, 'revenue'),
        ),
      );
    if (!category)
      throw AppError.validation(storeMessages.categoryNotFound, {
        revenueCategoryId: storeMessages.categoryNotFound,
      });
  }
}

/** Replaces the whole settings (Admin); a stale `version` answers 409 with the current ones. */
export async function saveSettings(
  ctx: AppContext,
  member: Member,
  body: Body,
): Promise<StoreSettingsRow> {
  return transaction(ctx, async (tx) => {
    const current = await lockSettings(tx, member.workspaceId);
    assertVersion(current, body.version);
    await checkRevenueTargets(tx, member.workspaceId, body);
    const [row] = await tx
      .update(storeSettings)
      .set({
        enabled: body.enabled,
        pixKeyType: body.pixKeyType,
        pixKey: body.pixKey,
        merchantName: body.merchantName,
        merchantCity: body.merchantCity,
        revenueBoxId: body.revenueBoxId,
        revenueCategoryId: body.revenueCategoryId,
        version: current.version + 1,
        updatedBy: member.userId,
        updatedAt: new Date(),
      })
      .where(eq(storeSettings.workspaceId, member.workspaceId))
      .returning();
    await emit(tx, 'store.settings.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
    });
    return row!;
  });
}
