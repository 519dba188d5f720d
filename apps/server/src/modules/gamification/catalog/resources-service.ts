import {
  GAMIFICATION_ENTITY,
  type createResourceBodySchema,
  type Resource,
  type ResourcesPage,
  type updateResourceBodySchema,
} from '@orbita/contracts/gamification';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import type { Queryable } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { assertVersion, updateVersioned } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import { findInWorkspace, inWorkspace } from '../../../platform/scope';
import { afterCursor, isForeignKeyViolation, pageFrom, type Member } from './common';
import { applyImage, releaseImage } from './library-image';
import { presentResource } from './presenter';
import { checkUseEffect } from './use-effect';
import { gamificationGrants } from '../ledger/schema';
import { gamificationResources } from './schema';

export const resourceNotFound = 'Recurso não encontrado.';

export async function listResources(
  q: Queryable,
  member: Member,
  page: { cursor?: string; limit: number },
): Promise<ResourcesPage> {
  const rows = await q
    .select()
    .from(gamificationResources)
    .where(
      inWorkspace(
        gamificationResources,
        member,
        afterCursor(page.cursor, gamificationResources.createdAt, gamificationResources.id),
      ),
    )
    .orderBy(desc(gamificationResources.createdAt), desc(gamificationResources.id))
    .limit(page.limit + 1);
  return pageFrom(rows, page.limit, (r) => r.map(presentResource));
}

export async function getResource(q: Queryable, member: Member, id: string): Promise<Resource> {
  return presentResource(
    await findInWorkspace(q, gamificationResources, member, id, resourceNotFound),
  );
}

export async function createResource(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createResourceBodySchema>,
): Promise<Resource> {
  const { imageMediaId, ...columns } = body;
  return transaction(ctx, async (tx) => {
    await checkUseEffect(tx, member, body);
    const [inserted] = await tx
      .insert(gamificationResources)
      .values({
        ...columns,
        quantityExisting: body.limited ? body.quantityExisting : null,
        workspaceId: member.workspaceId,
        createdBy: member.userId,
      })
      .returning();
    let row = inserted!;
    if (imageMediaId) {
      const imageUrl = await applyImage(tx, member, { ...row, kind: 'resource' }, { imageMediaId });
      [row] = (await tx
        .update(gamificationResources)
        .set({ imageUrl })
        .where(eq(gamificationResources.id, row.id))
        .returning()) as [typeof row];
    }
    const resource = presentResource(row);
    await emit(tx, 'gamification.resource.created', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      resourceId: resource.id,
    });
    publishAfterCommit(tx, member.workspaceId, {
      type: 'created',
      entity: GAMIFICATION_ENTITY,
      id: resource.id,
      data: resource,
    });
    return resource;
  });
}

/**
 * Checked on the whole result under the row lock (the ledger grants through the same row):
 * a limited resource keeps a quantity existing, never below what was already granted.
 */
export async function updateResource(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateResourceBodySchema>,
): Promise<Resource> {
  return transaction(ctx, async (tx) => {
    const [current] = await tx
      .select()
      .from(gamificationResources)
      .where(inWorkspace(gamificationResources, member, eq(gamificationResources.id, id)))
      .for('update');
    if (!current) throw AppError.notFound(resourceNotFound);
    assertVersion(current, body.version);
    const limited = body.limited ?? current.limited;
    const quantityExisting = limited
      ? body.quantityExisting !== undefined
        ? body.quantityExisting
        : current.quantityExisting
      : null;
    if (limited && quantityExisting === null) {
      throw AppError.validation('Informe a quantidade existente de um recurso limitado.', {
        quantityExisting: 'Informe a quantidade existente de um recurso limitado.',
      });
    }
    if (limited && quantityExisting !== null && quantityExisting < current.quantityGranted) {
      const message = `A quantidade existente não pode ficar abaixo da já concedida (${current.quantityGranted.toLocaleString('pt-BR')}).`;
      throw AppError.validation(message, { quantityExisting: message });
    }
    await checkUseEffect(tx, member, {
      id,
      usable: body.usable ?? current.usable,
      useEffect: body.useEffect !== undefined ? body.useEffect : current.useEffect,
    });
    const { imageMediaId: _libraryFile, ...columns } = body;
    const imageUrl = await applyImage(tx, member, { ...current, kind: 'resource' }, body);
    const updated = await updateVersioned(
      tx,
      gamificationResources,
      eq(gamificationResources.id, id),
      body.version,
      { ...columns, imageUrl, limited, quantityExisting, updatedAt: new Date() },
    );
    const resource = presentResource(updated);
    await emit(tx, 'gamification.resource.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      resourceId: id,
    });
    publishAfterCommit(tx, member.workspaceId, {
      type: 'updated',
      entity: GAMIFICATION_ENTITY,
      id,
      data: resource,
    });
    return resource;
  });
}

const inUse = () =>
  AppError.conflict(
    'Este recurso está em uso (em recompensas, preços ou inventários) e não pode ser excluído.',
  );

/**
 * A resource named by a reward or a price (foreign keys) or ever granted (the ledger's rows
 * keep its meaning) stays: 409.
 */
export async function deleteResource(ctx: AppContext, member: Member, id: string): Promise<void> {
  try {
    await transaction(ctx, async (tx) => {
      const [row] = await tx
        .select({ id: gamificationResources.id })
        .from(gamificationResources)
        .where(inWorkspace(gamificationResources, member, eq(gamificationResources.id, id)))
        .for('update');
      if (!row) throw AppError.notFound(resourceNotFound);
      const [granted] = await tx
        .select({ id: gamificationGrants.id })
        .from(gamificationGrants)
        .where(eq(gamificationGrants.resourceId, id))
        .limit(1);
      if (granted) throw inUse();
      await tx.delete(gamificationResources).where(eq(gamificationResources.id, id));
      await releaseImage(tx, member, { kind: 'resource', id });
      await emit(tx, 'gamification.resource.deleted', {
        workspaceId: member.workspaceId,
        actorId: member.userId,
        resourceId: id,
      });
      publishAfterCommit(tx, member.workspaceId, {
        type: 'deleted',
        entity: GAMIFICATION_ENTITY,
        id,
        data: { id, deleted: true },
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw inUse();
    throw error;
  }
}
